// Lighthouse 12 in snapshot mode on the lobby, on every game's table and on a room, in
// light and dark, on a phone-sized page (bench/lighthouse.py runs this).
// Usage: node bench/lighthouse-tables.mjs SITE_URL CHROMIUM
// Prints one JSON object: {"<screen>/<theme>": {scores, failed_audits,
// failures: {audit: [snippets]}}}.
import puppeteer from "puppeteer-core";
import { snapshot } from "lighthouse";

// [screen, the lobby's Play button, what shows once the table is ready]
const SCREENS = [
  ["lobby", null, "html[data-ui=ready]"],
  ["hardback", "hardback", "#hb-play [data-act]"],
  ["paperback", "paperback", "#pb-play [data-act]"],
  ["backwords", "backwords", "#bk-play [data-act]"],
  ["break_the_word", "break_the_word", "#bw-clues .clue"],
  ["room", "room", "#room-relay:not([hidden])"],
];
// The room screen: a host's Hardback room whose relay never answers (a
// closed loopback port), so the no-relay warning and the codes box show too.
const NO_RELAY = "?relay=ws://127.0.0.1:9&ice=none";
const THEMES = ["light", "dark"];
const SEED = 7;
const LONG = { timeout: 180000 }; // two cores shared by several jobs: the engine may be slow
// Lighthouse's mobile device (a Moto G Power); snapshot mode does not emulate it itself.
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CONFIG = {
  extends: "lighthouse:default",
  settings: {
    onlyCategories: ["accessibility", "best-practices"],
    formFactor: "mobile",
    screenEmulation: { disabled: true },
  },
};

async function openTable(page, url, play, ready) {
  await page.goto(url + (play === "room" ? NO_RELAY : ""), { waitUntil: "load", ...LONG });
  await page.waitForSelector("html[data-ui=ready]", LONG);
  if (!play) return;
  await page.waitForSelector("html[data-engine=ready]", LONG);
  if (play === "room") {
    await page.evaluate(() => window.inkwellRoom.create(JSON.stringify({ game: "hardback", name: "Ann" })));
    await page.waitForSelector(ready, LONG);
    return;
  }
  await page.click(`button[data-play="${play}"]`);
  const start = await page.waitForSelector("::-p-text(Start game)", LONG);
  await start.click();
  await page.waitForSelector(ready, LONG);
  await new Promise((r) => setTimeout(r, 1500)); // a bot's first move settles
}

function failures(lhr) {
  const out = {};
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (audit.scoreDisplayMode !== "binary" || audit.score === null || audit.score >= 1) continue;
    const items = (audit.details && audit.details.items) || [];
    out[id] = items.slice(0, 6).map((it) => (it.node && (it.node.snippet + " " + (it.node.explanation || "")).slice(0, 300))
      || JSON.stringify(it).slice(0, 300));
  }
  return out;
}

async function main() {
  const [url, chromium] = process.argv.slice(2);
  const browser = await puppeteer.launch({
    executablePath: chromium, headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const results = {};
  try {
    for (const theme of THEMES) {
      const context = await browser.createBrowserContext();
      for (const [screen, play, ready] of SCREENS) {
        const page = await context.newPage();
        await page.setViewport(PHONE);
        await page.evaluateOnNewDocument((t, seed) => {
          localStorage.setItem("inkwell.settings", JSON.stringify({ theme: t }));
          window.inkwellSeed = seed; // the same deal every run: scores compare
        }, theme, SEED);
        const key = screen + "/" + theme;
        try {
          await openTable(page, url, play, ready);
          const flow = await snapshot(page, { config: CONFIG });
          const lhr = flow.lhr;
          const failed = failures(lhr);
          results[key] = {
            scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, c.score])),
            failed_audits: Object.keys(failed).sort(),
            failures: failed,
          };
        } catch (err) {
          results[key] = { error: String(err && err.message || err) };
        }
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(JSON.stringify(results) + "\n");
}

main().catch((err) => { console.error(err); process.exit(1); });
