// Runs a Python file inside the vendored Pyodide under Node with py/,
// wordlists/ and bench/ mounted (as bench/pyodide_paperback.mjs does).
// Usage: node bench/pyodide_run.mjs FILE.py   (prints what the file prints)
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pyodide = await loadPyodide({ indexURL: path.join(ROOT, "node_modules/pyodide") + "/" });
globalThis.cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const { NODEFS } = pyodide.FS.filesystems;
for (const [dir, at] of [[path.join(ROOT, "py"), "/src"], [path.join(ROOT, "wordlists"), "/wordlists"],
                         [path.join(ROOT, "bench"), "/bench"]]) {
  pyodide.FS.mkdirTree(at);
  pyodide.FS.mount(NODEFS, { root: dir }, at);
}
pyodide.runPython(`
import os, sys
os.environ["INKWELL_WORDLISTS"] = "/wordlists"
sys.path[:0] = ["/src", "/bench"]
`);
try {
  pyodide.runPython(fs.readFileSync(process.argv[2], "utf8"));
} catch (error) {
  console.error(error.message);   // the Python traceback, not Pyodide's whole source
  process.exitCode = 1;
}
