// Pyodide under Node with py/, wordlists/, bench/ and tests/unit/ (at /tests) mounted, as the bench
// uses it (the browser's interpreter, without the page).
// Usage: node bench/pyodide_run.mjs FILE.py   (runs the file; prints what it prints)
// Python can read Node's CPU time as js.cpuMs(): the machine is shared, so
// the bench times CPU, not wall time (bench_paperback.clock).
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function inkwellPyodide() {
  const pyodide = await loadPyodide({ indexURL: path.join(ROOT, "node_modules/pyodide") + "/" });
  globalThis.cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const { NODEFS } = pyodide.FS.filesystems;
  for (const [dir, at] of [[path.join(ROOT, "py"), "/src"], [path.join(ROOT, "wordlists"), "/wordlists"],
                           [path.join(ROOT, "bench"), "/bench"], [path.join(ROOT, "tests", "unit"), "/tests"]]) {
    pyodide.FS.mkdirTree(at);
    pyodide.FS.mount(NODEFS, { root: dir }, at);
  }
  pyodide.runPython(`
import os, sys
os.environ["INKWELL_WORDLISTS"] = "/wordlists"
sys.path[:0] = ["/src", "/bench"]
`);
  return pyodide;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pyodide = await inkwellPyodide();
  try {
    pyodide.runPython(fs.readFileSync(process.argv[2], "utf8"));
  } catch (error) {
    console.error(error.message);   // the Python traceback, not Pyodide's whole source
    process.exitCode = 1;
  }
}
