// Precompiles Python to bytecode at build time, inside the vendored Pyodide
// (so the bytecode is exactly what the browser's interpreter reads).
// Usage: node tools/precompile.mjs OUT_DIR   (why: tools/precompile.py)
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.resolve(process.argv[2] || path.join(ROOT, "_site"));
fs.mkdirSync(out, { recursive: true });

const pyodide = await loadPyodide({ indexURL: path.join(ROOT, "node_modules/pyodide") + "/" });
const { NODEFS } = pyodide.FS.filesystems;
for (const [dir, at] of [[path.join(ROOT, "py"), "/src"], [out, "/out"]]) {
  pyodide.FS.mkdirTree(at);
  pyodide.FS.mount(NODEFS, { root: dir }, at);
}
const py = pyodide.globals;
pyodide.runPython(fs.readFileSync(path.join(ROOT, "tools/precompile.py"), "utf8"));
const engine = py.get("write_engine_zip")("/src", "/out");
// What the worker does with it (engine-worker.mjs), so that the stdlib
// modules this imports count as used at start-up.
const zip = pyodide.FS.readFile("/out/inkwell.zip");
pyodide.unpackArchive(zip, "zip", { extractDir: "/home/pyodide/lib" });
const stdlib = py.get("write_stdlib_zip")("/out");
console.log(`engine/: bytecode for ${stdlib} stdlib modules and ${engine} engine modules`);
