"""A real browser for the phone page: Debian's headless Chromium driven by chromedriver over the
W3C WebDriver HTTP API (urllib only). The room's server runs in the test's Qt event loop, so each
WebDriver call runs in a thread while the Qt loop is pumped (`Browser.call`)."""
from __future__ import annotations

import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any, Callable

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=390,844", "--force-device-scale-factor=1"]
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def missing() -> str:
    """Why no browser test can run here ('' when it can)."""
    for path in (CHROMIUM, DRIVER):
        if not Path(path).exists():
            return f"{path} is not installed (apt-get install chromium chromium-driver)"
    return ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """One headless Chromium at a 390×844 phone viewport."""

    def __init__(self, pump: Callable[[], None]) -> None:
        self.pump = pump  # runs the Qt event loop a little (the server answers in it)
        self.port = _free_port()
        self.profile = tempfile.mkdtemp(prefix="ptn-chromium-")
        self.driver = subprocess.Popen([DRIVER, f"--port={self.port}"], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        deadline = time.time() + 20
        while True:
            try:
                self._raw("GET", "/status")
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.1)
        options: dict[str, Any] = {
            "binary": CHROMIUM, "args": FLAGS + [f"--user-data-dir={self.profile}"],
            "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}}}
        language = os.environ.get("LAN_LANG", "")  # the phone's language (for a person to look at), when set
        if language:
            options["args"] = options["args"] + [f"--lang={language}"]
            options["prefs"] = {"intl.accept_languages": language}
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}}
        self.session = self._raw("POST", "/session", caps)["value"]["sessionId"]

    # --- the wire ---------------------------------------------------------------------------
    def _raw(self, method: str, path: str, body: Any = None) -> Any:
        data = json.dumps(body).encode() if body is not None else (b"{}" if method == "POST" else None)
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.loads(r.read() or b"{}")

    def call(self, method: str, path: str, body: Any = None) -> Any:
        """A session command, in a thread, while the Qt loop keeps the server answering."""
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["value"] = self._raw(method, f"/session/{self.session}{path}", body)
            except Exception as exc:  # noqa: BLE001 (handed back to the test's thread)
                box["error"] = exc

        t = threading.Thread(target=run, daemon=True)
        t.start()
        while t.is_alive():
            self.pump()
            t.join(0.01)
        if "error" in box:
            raise box["error"]
        return box["value"].get("value")

    # --- what a test does -----------------------------------------------------------------------
    def open(self, url: str) -> None:
        self.call("POST", "/url", {"url": url})

    def script(self, js: str, *args: Any) -> Any:
        return self.call("POST", "/execute/sync", {"script": js, "args": list(args)})

    def find(self, css: str) -> str | None:
        try:
            found = self.call("POST", "/element", {"using": "css selector", "value": css})
        except urllib.error.HTTPError:
            return None
        return found.get(ELEMENT) if isinstance(found, dict) else None

    def click(self, css: str) -> None:
        el = self.find(css)
        assert el is not None, f"nothing matches {css}"
        self.call("POST", f"/element/{el}/click")

    def type(self, css: str, text: str) -> None:
        el = self.find(css)
        assert el is not None, f"nothing matches {css}"
        self.call("POST", f"/element/{el}/value", {"text": text})

    def text(self, css: str) -> str:
        return self.script("const e = document.querySelector(arguments[0]); return e ? e.textContent : null;", css)

    def wait(self, js: str, timeout: float = 15.0) -> Any:
        """Until the expression `js` is truthy in the page (the Qt loop runs meanwhile)."""
        deadline = time.time() + timeout
        while True:
            value = self.script("return (" + js + ");")
            if value:
                return value
            if time.time() > deadline:
                raise AssertionError(f"the page never showed: {js}")
            end = time.time() + 0.1
            while time.time() < end:
                self.pump()
                time.sleep(0.01)

    def screenshot(self, path: str | Path) -> None:
        png = self.call("GET", "/screenshot")
        Path(path).write_bytes(base64.b64decode(png))

    def shot(self, name: str) -> None:
        """A screenshot into $LAN_SHOTS (for a person to look at), when set."""
        folder = os.environ.get("LAN_SHOTS")
        if folder:
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.screenshot(Path(folder) / f"{name}.png")

    def quit(self) -> None:
        try:
            self._raw("DELETE", f"/session/{self.session}")
        except OSError:
            pass
        self.driver.terminate()
        try:
            self.driver.wait(10)
        except subprocess.TimeoutExpired:
            self.driver.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
