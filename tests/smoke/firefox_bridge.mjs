// Firefox ESR for the smoke tests, driven by Puppeteer over WebDriver BiDi.
// pytest (tests/smoke/smoke_page.py) starts this with the browser's path and
// its prefs as JSON in argv, then sends one JSON command a line on stdin and
// reads one JSON answer a line on stdout: {"id", "ok", "value" | "error"}.
// Element commands take a JavaScript expression that finds the element (the
// same finders the WebKit driver uses), then act on it with real input.
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const [executablePath, prefsJson] = process.argv.slice(2);
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath,
  headless: true,
  extraPrefsFirefox: JSON.parse(prefsJson || "{}"),
});
const page = (await browser.pages())[0] || (await browser.newPage());
page.setDefaultTimeout(60000);
page.setDefaultNavigationTimeout(60000);

async function element(expr) {
  const handle = await page.evaluateHandle(expr);
  const el = handle.asElement();
  if (!el) throw new Error("no element for " + expr);
  return el;
}

const commands = {
  version: () => browser.version(),
  goto: async ({ url }) => { await page.goto(url, { waitUntil: "load" }); },
  // The expression's value, made JSON by the page (so DOM nodes never cross).
  eval: async ({ expr }) => JSON.parse(await page.evaluate(`JSON.stringify((${expr}) ?? null)`)),
  click: async ({ expr }) => { await (await element(expr)).click(); },
  fill: async ({ expr, text }) => {
    const el = await element(expr);
    await el.evaluate((e) => { e.value = ""; });
    await el.type(text);
  },
  select: async ({ expr, value }) => { await (await element(expr)).select(value); },
  close: async () => { await browser.close(); },
};

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  const { id, cmd, ...args } = JSON.parse(line);
  let answer;
  try {
    answer = { id, ok: true, value: (await commands[cmd](args)) ?? null };
  } catch (err) {
    answer = { id, ok: false, error: String(err && err.message || err) };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
  if (cmd === "close") break;
}
process.exit(0);
