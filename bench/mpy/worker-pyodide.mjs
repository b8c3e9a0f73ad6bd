// The Pyodide counterpart of worker.mjs: loadPyodide on the npm files, the
// same engine sources (unpatched) from a JSON bundle, the same imports.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const now = () => performance.timeOrigin + performance.now();
const started = now();
const bundle = fetch("./engine-py.json").then((r) => r.json());
const py = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href });
const runtime = now();
for (const [file, text] of Object.entries(await bundle)) {
  py.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
  py.FS.writeFile(file, text);
}
py.runPython(`
import sys
sys.path[:0] = ["/src"]
import inkwell.games, inkwell.worker
`);
postMessage([started, runtime, now()]);
