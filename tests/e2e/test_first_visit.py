"""A first visit light on a phone's data plan: what it downloads before the
first solo game, and the standard library's rarely used half, which the
engine fetches only when a module from it is imported (tools/lazy_stdlib.py)."""

import shutil

import pytest
from build_sw import build_sw
from conftest import CHROMIUM_ARGS, chromium_path
from first_visit import BUDGET_GZIP, first_visit
from helpers import PREFIX
from serve import serve_in_thread

SEATS = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]

# A page and a worker that start Pyodide on the site's stdlib as the engine
# worker does, and run the Python they are sent.
PROBE_PAGE = """<!doctype html><title>probe</title><script type="module">
const worker = new Worker("../assets/js/probe-worker.mjs", { type: "module" });
window.probe = (code) => new Promise((resolve) => {
  worker.onmessage = (event) => resolve(event.data);
  worker.postMessage(code);
});
</script>"""
PROBE_WORKER = """import { loadPyodide } from "../../vendor/pyodide/pyodide.mjs";
const SITE = new URL("../../", import.meta.url);
const ready = loadPyodide({ indexURL: new URL("vendor/pyodide/", SITE).href,
                            stdLibURL: new URL("engine/stdlib.zip", SITE).href });
onmessage = async (event) => {
  const pyodide = await ready;
  try { postMessage(String(pyodide.runPython(event.data))); }
  catch (err) { postMessage("error: " + err.message); }
};"""
CLOSE_MATCH = "import difflib\ndifflib.get_close_matches('inkwel', ['ink', 'inkwell'])[0]"


def test_a_first_visit_downloads_at_most_6_mb_before_a_solo_game(browser, base_url, site):
    visit = first_visit(browser, base_url, site, "hardback", SEATS, {"mode": "competitive", "length": 40})
    assert visit["ok"]
    assert visit["gzip"] <= BUDGET_GZIP, sorted(visit["files"].items(), key=lambda f: -f[1][1])[:5]
    assert "engine/stdlib.zip" in visit["files"]
    assert "engine/stdlib-more.zip" not in visit["files"]


@pytest.fixture(scope="module")
def probe_site(site, tmp_path_factory):
    copy = tmp_path_factory.mktemp("probe") / "site"
    shutil.copytree(site, copy)
    (copy / "howto" / "probe.html").write_text(PROBE_PAGE)
    (copy / "assets" / "js" / "probe-worker.mjs").write_text(PROBE_WORKER)
    build_sw(copy)  # the service worker lists (and precaches) the probe too
    server, url = serve_in_thread(copy, PREFIX)
    yield url
    server.shutdown()


def run_probe(page, url, code):
    page.goto(url + "howto/probe.html")
    return page.evaluate("code => window.probe(code)", code)


def test_a_module_left_out_of_the_first_download_is_fetched_when_imported(browser, probe_site):
    page = browser.new_context(service_workers="block").new_page()
    page.goto(probe_site + "howto/probe.html")
    probe = lambda code: page.evaluate("code => window.probe(code)", code)  # noqa: E731
    fetched = "import sitecustomize\nstr(sitecustomize.LazyStdlib.fetched)"
    assert probe("import json\njson.dumps([1])") == "[1]"
    assert probe(fetched) == "False"
    assert probe(CLOSE_MATCH) == "inkwell"
    assert probe(fetched) == "True"
    # A module Python does not have is still an ordinary ImportError.
    missing = probe("import no_such_module")
    assert "ModuleNotFoundError" in missing and "no_such_module" in missing
    page.context.close()


def test_the_left_out_modules_work_offline_after_one_visit(playwright_instance, probe_site, tmp_path):
    context = playwright_instance.chromium.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=chromium_path(), args=CHROMIUM_ARGS)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(probe_site)
        page.wait_for_selector("html[data-offline=ready]", timeout=90000)
        context.set_offline(True)
        assert run_probe(page, probe_site, CLOSE_MATCH) == "inkwell"
    finally:
        context.close()
