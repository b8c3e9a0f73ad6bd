// The vendored MicroPython (PyScript's build, as the UI runs it) under Node,
// with py/ at /src, bench/mpy/ (the compat shims) at /shim, bench/ at /bench
// and wordlists/ at /wordlists copied into its in-memory file system.
// Usage: node bench/mpy/run.mjs [--heap BYTES] [--pystack WORDS] FILE.py
// Python reads Node's CPU time as bench_js.cpuMs() and the wall clock as
// bench_js.wallMs(); it reads files with open() as usual.
import { loadMicroPython } from "../../node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function copyTree(FS, from, to, keep = () => true) {
  FS.mkdirTree(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name), dst = to + "/" + entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") copyTree(FS, src, dst, keep);
    } else if (keep(entry.name)) {
      FS.writeFile(dst, fs.readFileSync(src));
    }
  }
}

const PATCHES = JSON.parse(fs.readFileSync(path.join(ROOT, "bench", "mpy", "patches.json"), "utf8"));

function patchSources(FS) {
  for (const [file, edits] of Object.entries(PATCHES)) {
    if (file.startsWith("_")) continue;
    let text = FS.readFile("/src/" + file, { encoding: "utf8" });
    for (const [old, now] of edits) {
      const n = text.split(old).length - 1;
      if (n !== 1) throw new Error(`bench/mpy/patches.json: ${file}: ${JSON.stringify(old)} found ${n} times`);
      text = text.replace(old, now);
    }
    FS.writeFile("/src/" + file, text);
  }
}

export async function inkwellMicroPython({ heapsize = 256 * 2 ** 20, pystack = 2048, lists = null } = {}) {
  const out = [];
  const mp = await loadMicroPython({
    heapsize, pystack,
    stdout: (line) => console.log(line), stderr: (line) => console.error(line),
  });
  mp.registerJsModule("bench_js", {
    cpuMs: () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; },
    wallMs: () => performance.now(),
  });
  copyTree(mp.FS, path.join(ROOT, "py"), "/src", (n) => /\.(py|json|txt)$/.test(n));
  copyTree(mp.FS, path.join(ROOT, "bench", "mpy"), "/shim", (n) => /\.(py|json|txt)$/.test(n));
  copyTree(mp.FS, path.join(ROOT, "wordlists"), "/wordlists",
           (n) => !lists || n === "manifest.json" || n === "NOTICE" || n === "blocklist.txt" ||
                  n === "secrets.gz" || lists.some((l) => n.startsWith(l + ".")));
  patchSources(mp.FS);
  mp.runPython(`
import sys, os, time
sys.path[:0] = ["/shim", "/src"]
os.environ = {"INKWELL_WORDLISTS": "/wordlists"}
time.perf_counter = lambda: time.ticks_us() / 1e6
`);
  return mp;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opts = {};
  while (args[0]?.startsWith("--")) {
    const key = args.shift().slice(2), value = args.shift();
    if (key === "heap") opts.heapsize = Number(value);
    else if (key === "pystack") opts.pystack = Number(value);
    else if (key === "lists") opts.lists = value.split(",");
  }
  const mp = await inkwellMicroPython(opts);
  try {
    mp.runPython(fs.readFileSync(args[0], "utf8"));
  } catch (error) {
    console.error(error.type ? `${error.type}: ${error.message}` : error.message);
    process.exitCode = 1;
  }
}
