// The Paperback finder and bot-turn figures in the vendored Pyodide under
// Node (the browser's interpreter, without the page): mounts py/ and
// wordlists/, then runs bench/bench_paperback.py's pyodide_figures().
// Usage: node bench/pyodide_paperback.mjs   (prints one JSON line)
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pyodide = await loadPyodide({ indexURL: path.join(ROOT, "node_modules/pyodide") + "/" });
// The bench times CPU, not wall time (bench_paperback.clock): the machine is shared.
globalThis.cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const { NODEFS } = pyodide.FS.filesystems;
for (const [dir, at] of [[path.join(ROOT, "py"), "/src"], [path.join(ROOT, "wordlists"), "/wordlists"],
                         [path.join(ROOT, "bench"), "/bench"]]) {
  pyodide.FS.mkdirTree(at);
  pyodide.FS.mount(NODEFS, { root: dir }, at);
}
const result = pyodide.runPython(`
import os, sys, json
os.environ["INKWELL_WORDLISTS"] = "/wordlists"
sys.path[:0] = ["/src", "/bench"]
import bench_paperback
json.dumps(bench_paperback.pyodide_figures())
`);
console.log(result);
