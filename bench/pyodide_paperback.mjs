// The Paperback finder and bot-turn figures in the vendored Pyodide under
// Node (the browser's interpreter, without the page): mounts py/ and
// wordlists/, then runs bench/bench_paperback.py's pyodide_figures() (or
// another bench module's, named as the argument: bench_coach).
// Usage: node bench/pyodide_paperback.mjs [module]   (prints one JSON line)
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pyodide = await loadPyodide({ indexURL: path.join(ROOT, "node_modules/pyodide") + "/" });
const { NODEFS } = pyodide.FS.filesystems;
for (const [dir, at] of [[path.join(ROOT, "py"), "/src"], [path.join(ROOT, "wordlists"), "/wordlists"],
                         [path.join(ROOT, "bench"), "/bench"]]) {
  pyodide.FS.mkdirTree(at);
  pyodide.FS.mount(NODEFS, { root: dir }, at);
}
const bench = process.argv[2] || "bench_paperback";
const result = pyodide.runPython(`
import os, sys, json
os.environ["INKWELL_WORDLISTS"] = "/wordlists"
sys.path[:0] = ["/src", "/bench"]
import ${bench}
json.dumps(${bench}.pyodide_figures())
`);
console.log(result);
