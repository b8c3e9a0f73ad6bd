"""Serve the built site with the right content types (.wasm, .mjs).

Usage: python tools/serve.py [--port 8000] [--prefix /inkwell/] [--host localhost] [DIR]
The optional prefix serves the site under a sub-path, as GitHub Pages does
for a project site, so that absolute URLs are caught by the tests.
"""

import argparse
import functools
import http.server
import threading
from pathlib import Path

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".gz": "application/octet-stream",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    prefix = "/"

    def translate_path(self, path):
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, *args):
        pass


def make_server(directory, port=0, prefix="/", host="127.0.0.1", handler_class=Handler):
    handler = functools.partial(type("H", (handler_class,), {"prefix": prefix}),
                                directory=str(directory))
    server = http.server.ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def serve_in_thread(directory, prefix="/"):
    """Start a server on a free loopback port; returns (server, base URL)."""
    server = make_server(directory, 0, prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{prefix}"


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("directory", nargs="?", default="_site")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--prefix", default="/")
    ap.add_argument("--host", default="localhost")  # the network lab serves on its "public" address
    args = ap.parse_args()
    server = make_server(args.directory, args.port, args.prefix, host=args.host)
    print(f"Inkwell at http://{args.host}:{args.port}{args.prefix}  (Ctrl-C stops)", flush=True)
    server.serve_forever()
