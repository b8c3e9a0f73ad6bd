// Precompiles Python to bytecode at build time, inside the vendored Pyodide
// (so the bytecode is exactly what the browser's interpreter reads).
// Usage: node tools/precompile.mjs OUT_DIR   (why: tools/precompile.py)
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.resolve(process.argv[2] || path.join(ROOT, "_site"));
const indexURL = path.join(ROOT, "node_modules/pyodide") + "/";
const HOME = "/home/pyodide/";
fs.mkdirSync(out, { recursive: true });

const pyodide = await loadPyodide({ indexURL });
const { NODEFS } = pyodide.FS.filesystems;
for (const [dir, at] of [[path.join(ROOT, "py"), "/src"], [out, "/out"], [path.join(ROOT, "tools"), "/tools"]]) {
  pyodide.FS.mkdirTree(at);
  pyodide.FS.mount(NODEFS, { root: dir }, at);
}
const py = pyodide.globals;
pyodide.runPython(fs.readFileSync(path.join(ROOT, "tools/precompile.py"), "utf8"));
const names = py.get("write_engine_zip")("/src", "/out");

// A second, clean interpreter starts as the worker does (engine-worker.mjs)
// and imports the engine: what it imports is what a start needs, and none
// of this tool's own imports.
const clean = await loadPyodide({ indexURL });
clean.unpackArchive(new Uint8Array(fs.readFileSync(path.join(out, "inkwell.zip"))), "zip", { extractDir: HOME + "lib" });
clean.runPython(`import sys\nsys.path.insert(0, "${HOME}lib")\nimport inkwell.worker`);
clean.pyimport("inkwell.worker").handle('{"type": "games"}');
clean.globals.set("NAMES", names);
const used = clean.runPython(py.get("USED_ENTRIES"));

const stdlib = py.get("write_stdlib_zips")("/out", used);
console.log(`engine/: bytecode for ${stdlib} stdlib modules (the rest in stdlib-more.zip), ` +
  `${names.split(",").filter((n) => n.startsWith("inkwell")).length} engine modules`);
