"""Debian's Chromium, headless, driven over the DevTools protocol for tests.

No library and no downloaded browser: Chromium is started with
`--remote-debugging-pipe` and speaks JSON messages ended by a NUL byte on file
descriptors 3 (commands in) and 4 (replies and events out).
"""

from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--remote-debugging-pipe",
)


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    def __init__(self, executable: str, profile: Path) -> None:
        to_child, self._out = os.pipe()
        self._in, from_child = os.pipe()
        self.process = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(3, 4),  # the numbers they get in the child (preexec_fn)
            preexec_fn=lambda: _as_fds_3_and_4(to_child, from_child),
        )
        os.close(to_child)
        os.close(from_child)
        self._buffer, self._next, self.events = b"", 0, []

    def send(self, method: str, params: dict | None = None, session=None, wait=20):
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._out, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + wait
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method: str, session: str, wait: float = 20) -> dict:
        """The first event `method` of `session` not taken yet (others are kept)."""
        deadline = time.monotonic() + wait
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self.events.pop(index)
            self.events.append(self._read(deadline))

    def _read(self, deadline: float) -> dict:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self._in], [], [], max(left, 0))
            if not ready:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self._in, 1 << 20)
            if not chunk:
                raise EOFError("Chromium closed the pipe")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def tab(self) -> Tab:
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        attached = self.send(
            "Target.attachToTarget", {"targetId": target, "flatten": True}
        )
        return Tab(self, attached["sessionId"], target)

    def close(self) -> None:
        try:
            self.send("Browser.close", wait=5)
        except (OSError, RuntimeError, TimeoutError, EOFError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._out)
        os.close(self._in)


def _as_fds_3_and_4(to_child: int, from_child: int) -> None:
    """In the child, before exec: its end of each pipe as fd 3 and 4, inheritable."""
    first, second = os.dup(to_child), os.dup(from_child)
    os.dup2(first, 3)
    os.dup2(second, 4)


class Tab:
    def __init__(self, browser: Browser, session: str, target: str) -> None:
        self.browser, self.session, self.target = browser, session, target
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable")

    def send(self, method: str, params: dict | None = None) -> dict:
        return self.browser.send(method, params, self.session)

    def goto(self, url: str) -> None:
        self.forget("Page.loadEventFired")
        self.send("Page.navigate", {"url": url})
        self.loaded()

    def forget(self, method: str) -> None:
        """Drop the events `method` received so far (before a new navigation)."""
        self.browser.events = [
            e
            for e in self.browser.events
            if not (e.get("method") == method and e.get("sessionId") == self.session)
        ]

    def loaded(self) -> None:
        """Wait for the page that is loading now (a navigation just started)."""
        self.browser.wait_for("Page.loadEventFired", self.session)

    def js(self, expression: str):
        result = self.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click(self, selector: str) -> None:
        """Click the element and wait for the page it leads to."""
        self.forget("Page.loadEventFired")
        self.js(f"document.querySelector({json.dumps(selector)}).click()")
        self.loaded()

    def width(self, width: int, height: int, mobile: bool) -> None:
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": width,
                "height": height,
                "deviceScaleFactor": 1,
                "mobile": mobile,
            },
        )

    def screenshot(self, path: Path) -> Path:
        shot = self.send(
            "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}
        )
        path.write_bytes(base64.b64decode(shot["data"]))
        return path

    def log(self) -> list[dict]:
        """Console messages and browser log entries so far (CSP refusals land here)."""
        kinds = (
            "Log.entryAdded",
            "Runtime.consoleAPICalled",
            "Runtime.exceptionThrown",
        )
        return [e for e in self.events() if e.get("method") in kinds]

    def events(self) -> list[dict]:
        """What this tab reported so far (replies excluded)."""
        return [e for e in self.browser.events if e.get("sessionId") == self.session]

    def requests(self) -> list[str]:
        return [
            e["params"]["request"]["url"]
            for e in self.events()
            if e.get("method") == "Network.requestWillBeSent"
        ]
