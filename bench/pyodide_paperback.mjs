// A bench module's pyodide_figures() in the vendored Pyodide under Node
// (the browser's interpreter, without the page): bench/bench_paperback.py's
// finder and bot-turn figures, or another module's named as the argument
// (bench_coach).
// Usage: node bench/pyodide_paperback.mjs [module]   (prints one JSON line)
import { inkwellPyodide } from "./pyodide_run.mjs";

const bench = process.argv[2] || "bench_paperback";
if (!/^bench_[a-z_]+$/.test(bench)) throw new Error(`not a bench module: ${bench}`);
const pyodide = await inkwellPyodide();
console.log(pyodide.runPython(`
import json
import ${bench}
json.dumps(${bench}.pyodide_figures())
`));
