"""One small page API over two drivers, so that each smoke test is written once:
Firefox ESR through Puppeteer over WebDriver BiDi (firefox_bridge.mjs, in Node),
WebKitGTK through WebKitWebDriver with Selenium (under Xvfb).

Controls are found as a person finds them: a button by its accessible name
(its aria-label or its text), a field by its label's text.
"""

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FIREFOX = "/usr/bin/firefox-esr"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"


def button(name):
    """A visible, enabled button named `name`."""
    return ("[...document.querySelectorAll('button, [role=button], summary')].find(b =>"
            " ((b.getAttribute('aria-label') || b.textContent).trim() === %s)"
            " && b.offsetParent !== null && !b.disabled)" % json.dumps(name))


def labelled(name):
    """The visible field a label with this text names (or its aria-label)."""
    n = json.dumps(name)
    return ("(() => { const l = [...document.querySelectorAll('label')].find(l =>"
            " l.textContent.trim().startsWith(%s) && (l.control || l.htmlFor));"
            " const c = l ? (l.control || document.getElementById(l.htmlFor))"
            "  : document.querySelector('[aria-label=' + JSON.stringify(%s) + ']');"
            " return c && c.offsetParent !== null ? c : null; })()" % (n, n))


class Page:
    """What the tests use; a driver supplies _eval, _click, _fill, _select, goto."""

    name = "?"

    def js(self, expr):
        """The value of a JavaScript expression, as JSON."""
        return self._eval(expr)

    def wait(self, expr, timeout=60, what=None):
        """Until `expr` is truthy (an element counts as true); returns its value."""
        end = time.monotonic() + timeout
        while True:
            try:
                value = self._eval(f"(v => v instanceof Element || v)({expr})")
            except Exception as err:  # a page between two documents
                value, last = None, err
            else:
                last = value
            if value:
                return value
            if time.monotonic() > end:
                raise AssertionError(f"{self.name}: waited {timeout} s for {what or expr}"
                                     f" (last: {last!r}; page: {self.seen()})")
            time.sleep(0.2)

    def seen(self):
        try:
            return self._eval("({url: location.href, ui: document.documentElement.dataset.ui,"
                              " engine: document.documentElement.dataset.engine,"
                              " status: (document.getElementById('engine-status') || {}).textContent,"
                              " text: document.body.innerText.slice(0, 400)})")
        except Exception as err:
            return repr(err)

    def text(self, selector):
        return self.js("(document.querySelector(%s) || {}).innerText || ''" % json.dumps(selector))

    def count(self, selector):
        return self.js("document.querySelectorAll(%s).length" % json.dumps(selector))

    def press(self, name, timeout=60):
        """Click the button a person would read as `name`."""
        self.wait(button(name), timeout, f"a button named {name!r}")
        self._click(button(name))

    def fill(self, label, text):
        self.wait(labelled(label), 30, f"a field labelled {label!r}")
        self._fill(labelled(label), text)

    def select(self, label, value):
        self.wait(labelled(label), 30, f"a field labelled {label!r}")
        self._select(labelled(label), value)

    def click(self, selector):
        expr = "document.querySelector(%s)" % json.dumps(selector)
        self.wait(expr, 30, selector)
        self._click(expr)

    def ui_ready(self, timeout=60):
        self.wait("document.documentElement.dataset.ui === 'ready'", timeout, "the UI")

    def engine_ready(self, timeout=120):
        """The test hook <html data-engine=ready>; an engine error fails at once."""
        state = self.wait("['ready', 'error'].includes(document.documentElement.dataset.engine)"
                          " && document.documentElement.dataset.engine", timeout, "the engine")
        assert state == "ready", self.seen()


class FirefoxPage(Page):
    name = "firefox"

    def __init__(self, prefs=None):
        self.proc = subprocess.Popen(
            ["node", str(HERE / "firefox_bridge.mjs"), FIREFOX, json.dumps(prefs or {})],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.next_id = 0
        self.version = "Firefox " + self.call("version").split("/")[-1]

    def call(self, cmd, **args):
        self.next_id += 1
        self.proc.stdin.write(json.dumps({"id": self.next_id, "cmd": cmd, **args}) + "\n")
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the Firefox bridge stopped (exit {self.proc.wait(10)})")
        answer = json.loads(line)
        if not answer["ok"]:
            raise RuntimeError(f"firefox {cmd}: {answer['error']}")
        return answer["value"]

    def goto(self, url):
        self.call("goto", url=url)

    def _eval(self, expr):
        return self.call("eval", expr=expr)

    def _click(self, expr):
        self.call("click", expr=expr)

    def _fill(self, expr, text):
        self.call("fill", expr=expr, text=text)

    def _select(self, expr, value):
        self.call("select", expr=expr, value=value)

    def close(self):
        try:
            self.call("close")
        finally:
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class WebKitPage(Page):
    name = "webkit"

    def __init__(self, display):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
        options = Options()  # WebKitWebDriver starts WebKitGTK's MiniBrowser
        service = Service(executable_path=WEBKIT_DRIVER,
                          env={**os.environ, "DISPLAY": display})
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.driver.set_window_size(1280, 900)
        self.version = "WebKitGTK " + self.driver.capabilities.get("browserVersion", "?")

    def goto(self, url):
        self.driver.get(url)

    def _eval(self, expr):
        return json.loads(self.driver.execute_script(f"return JSON.stringify(({expr}) ?? null)"))

    def _element(self, expr):
        el = self.driver.execute_script(f"return {expr}")
        assert el is not None, expr
        return el

    def _click(self, expr):
        self._element(expr).click()

    def _fill(self, expr, text):
        el = self._element(expr)
        el.clear()
        el.send_keys(text)

    def _select(self, expr, value):
        from selenium.webdriver.support.select import Select
        Select(self._element(expr)).select_by_value(value)

    def close(self):
        self.driver.quit()


class Xvfb:
    """A virtual X display for WebKitGTK (it has no headless mode)."""

    def __init__(self):
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise RuntimeError(f"Xvfb did not start (exit {self.proc.poll()})")
        self.display = ":" + number

    def stop(self):
        self.proc.terminate()
        self.proc.wait(10)


def missing():
    """What the smoke suite needs and this machine lacks (make smoke-browsers installs it)."""
    needs = {"firefox-esr": FIREFOX, "webkit2gtk-driver": WEBKIT_DRIVER, "xvfb": "Xvfb",
             "node": "node"}
    return [pkg for pkg, exe in needs.items() if not shutil.which(exe)]
