// Bundles trystero into the one ES module the site loads (vendor/trystero.mjs),
// with one change to its offer pool.
//
// trystero keeps 20 offering RTCPeerConnections ready. One older than its
// offer lifetime (57 s) is given an ICE restart when used, and one whose offer
// went unanswered is restarted to go back in the pool. That restart races
// trystero's own negotiationneeded handler: the restarted connection makes a
// second offer after the answer is applied and stays in have-local-offer, so
// the guest it was meant for never connects (a room host leads the exchange
// with half of its guests; every one arriving a minute after the room opened
// stayed "connecting"). So an aged or unanswered offering connection is closed
// and a fresh one is made in its place: a few milliseconds, on no network.
//
// Usage: node tools/bundle_trystero.mjs ENTRY OUTFILE
import { readFile } from "node:fs/promises";
import { build } from "esbuild";

const POOL_FILE = /[\\/]offer-pool\.mjs$/;
const PATCHES = [
  {
    why: "an aged pooled connection is closed, not restarted",
    find: "\t\t\tthis.pooled.delete(peer);\n\t\t\tpeers.push(peer);",
    put: "\t\t\tthis.pooled.delete(peer);\n" +
      "\t\t\tif (Date.now() - peer.created > offerTtl) {\n" +
      "\t\t\t\tpeer.destroy();\n\t\t\t\tcontinue;\n\t\t\t}\n" +
      "\t\t\tpeers.push(peer);",
  },
  {
    why: "an unanswered connection is closed, not restarted into the pool",
    find: "\trecycle(peer) {\n",
    put: "\trecycle(peer) {\n" +
      "\t\tif (!peer.isDead) {\n" +
      "\t\t\tpeer.setHandlers({ connect: noOp, close: noOp, error: noOp });\n" +
      "\t\t\tpeer.destroy();\n\t\t}\n\t\treturn;\n",
  },
];

// A trystero release that no longer has the text a patch replaces stops the
// build, rather than shipping the race again unnoticed.
function patched(source) {
  let out = source;
  for (const { why, find, put } of PATCHES) {
    if (out.split(find).length !== 2) {
      throw new Error(`trystero's offer-pool.mjs changed: cannot apply "${why}"`);
    }
    out = out.replace(find, put);
  }
  return out;
}

const offerPoolPatch = {
  name: "offer-pool-patch",
  setup(b) {
    b.onLoad({ filter: POOL_FILE }, async (args) => ({
      contents: patched(await readFile(args.path, "utf8")),
      loader: "js",
    }));
  },
};

const [entry, outfile] = process.argv.slice(2);
let seen = false;
const result = await build({
  entryPoints: [entry], bundle: true, format: "esm", minify: true,
  logLevel: "warning", outfile, metafile: true,
  plugins: [offerPoolPatch],
});
for (const input of Object.keys(result.metafile.inputs)) seen ||= POOL_FILE.test(input);
if (!seen) throw new Error("trystero's bundle no longer includes offer-pool.mjs: check the patch");
