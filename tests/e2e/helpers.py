"""Helpers the end-to-end tests share."""

import json

PREFIX = "/inkwell/"


def engine_ready(page, timeout=90000):
    page.wait_for_selector("html[data-engine=ready]", timeout=timeout)


def ask(page, message):
    """Send a JSON message through the page's engine bridge, as the UI does."""
    return json.loads(page.evaluate("m => window.inkwellEngine.request(m)", json.dumps(message)))
