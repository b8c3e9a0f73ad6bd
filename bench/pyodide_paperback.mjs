// The Paperback finder and bot-turn figures in the vendored Pyodide under
// Node: runs bench/bench_paperback.py's pyodide_figures().
// Usage: node bench/pyodide_paperback.mjs   (prints one JSON line)
import { inkwellPyodide } from "./pyodide_run.mjs";

const pyodide = await inkwellPyodide();
console.log(pyodide.runPython(`
import json
import bench_paperback
json.dumps(bench_paperback.pyodide_figures())
`));
