import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const started = performance.timeOrigin + performance.now();
const py = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href });
py.runPython("1 + 1");
postMessage([started, performance.timeOrigin + performance.now()]);
