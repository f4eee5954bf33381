#!/usr/bin/env python3
"""Browser tests of the flipbook (issue 7): headless Chromium from Debian's `chromium` package,
driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`), Python's standard library
only (no WebDriver, no pip packages, no network).

For every built-in scenario (`mockgen --list`) it writes a 30-frame flipbook and checks: no console
errors or exceptions; the slider, the keys, the buttons, play (and reduced-motion play) and
`#frame=N` change the shown frame and the fragment; every overlay checkbox shows and hides its
groups; print media shows every frame; one frame's screenshot matches the reviewed PNG in
`Tests/Browser/__Snapshots__/` within a tolerance that absorbs antialiasing; and the same frame
drawn by mockgen's librsvg (`--format png`) agrees with Chromium's screenshot of its SVG file.

    python3 Tests/Browser/run.py [--mockgen PATH] [--only NAME]
    RECORD=1 python3 Tests/Browser/run.py     # re-record the reference PNGs (the run then fails)

Closes with a line `N passed, M failed`; exits 1 when anything failed.
"""

import argparse
import base64
import fcntl
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SNAPSHOTS = Path(__file__).resolve().parent / "__Snapshots__"
VIEWPORT = (1200, 1000)
USED_SNAPSHOTS = set()
FRAMES = 30


# MARK: - DevTools protocol over a pipe

class Browser:
    """Chromium with the DevTools protocol on fds 3 (commands in) and 4 (replies out), each
    message JSON followed by a NUL byte."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="mockgen-browser-")
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        # Move the child's ends out of the way so that dup2 onto 3 and 4 cannot clobber them.
        high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 100)
        high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 101)
        os.close(to_child_r)
        os.close(from_child_w)

        def child_fds():
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        binary = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
        args = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking", "--disable-sync",
                "--mute-audio", "--force-color-profile=srgb", "--font-render-hinting=none",
                "--disable-lcd-text", "--user-data-dir=" + self.profile, "about:blank"]
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, pass_fds=(3, 4), preexec_fn=child_fds)
        os.close(high_r)
        os.close(high_w)
        self.out = os.fdopen(to_child_w, "wb", buffering=0)
        self.inp = os.fdopen(from_child_r, "rb", buffering=0)
        self.next_id = 0
        self.lock = threading.Condition()
        self.replies = {}
        self.events = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        buffer = b""
        while True:
            chunk = self.inp.read(1 << 16)
            if not chunk:
                with self.lock:
                    self.replies["closed"] = True
                    self.lock.notify_all()
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                with self.lock:
                    if "id" in message:
                        self.replies[message["id"]] = message
                    else:
                        self.events.append(message)
                    self.lock.notify_all()

    def send(self, method, params=None, session=None, timeout=30):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.out.write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self.lock:
            while ident not in self.replies:
                if "closed" in self.replies:
                    raise RuntimeError("chromium closed the DevTools pipe")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(method)
                self.lock.wait(left)
            reply = self.replies.pop(ident)
        if "error" in reply:
            raise RuntimeError("%s: %s" % (method, reply["error"]))
        return reply.get("result", {})

    def wait_event(self, method, session, since, timeout=30):
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                for event in self.events[since:]:
                    if event.get("method") == method and event.get("sessionId") == session:
                        return event
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("waiting for " + method)
                self.lock.wait(left)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab, attached with a flat session."""

    def __init__(self, browser):
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.send(domain + ".enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": VIEWPORT[0], "height": VIEWPORT[1], "deviceScaleFactor": 1, "mobile": False})
        self.error_mark = len(browser.events)

    def send(self, method, params=None, timeout=30):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def load(self, url):
        since = len(self.browser.events)
        self.send("Page.navigate", {"url": url})
        self.browser.wait_event("Page.loadEventFired", self.session, since)

    def js(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError("script failed: %s" % json.dumps(result["exceptionDetails"])[:400])
        return result["result"].get("value")

    def key(self, key, code=None, key_code=0):
        base = {"key": key, "code": code or key, "windowsVirtualKeyCode": key_code, "nativeVirtualKeyCode": key_code}
        self.send("Input.dispatchKeyEvent", dict(base, type="rawKeyDown"))
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    def click(self, selector):
        # Scrolled into view first: a mouse event outside the viewport reaches nothing.
        box = self.js("(function(){var e=document.querySelector(%s); e.scrollIntoView({block: 'center'});"
                      "var r=e.getBoundingClientRect(); return [r.left+r.width/2, r.top+r.height/2];})()"
                      % json.dumps(selector))
        self.click_at(box[0], box[1])

    def click_at(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def errors(self):
        """Console errors, uncaught exceptions and error log entries of this tab so far."""
        found = []
        for event in self.browser.events[self.error_mark:]:
            if event.get("sessionId") != self.session:
                continue
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append("exception: " + params["exceptionDetails"].get("text", "")
                             + " " + str(params["exceptionDetails"].get("exception", {}).get("description", "")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console.error: " + " ".join(str(a.get("value", a.get("description"))) for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append("log: " + params["entry"].get("text", ""))
        return found


# MARK: - PNG comparison (8-bit RGB / RGBA, not interlaced: what Chromium writes)

def read_png(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, "unsupported PNG"
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    pixels = [row[x * channels:x * channels + 3] for row in rows for x in range(width)]
    return width, height, pixels


def compare_png(actual, reference):
    """(ok, message). Tolerant: a pixel counts as different only past 64 levels in some channel
    (antialiasing moves edges by a fraction of a pixel), and up to 0.5 % of pixels may differ."""
    w1, h1, p1 = read_png(actual)
    w2, h2, p2 = read_png(reference)
    if abs(w1 - w2) > 1 or abs(h1 - h2) > 1:
        return False, "size %dx%d, reference %dx%d" % (w1, h1, w2, h2)
    width, height = min(w1, w2), min(h1, h2)
    different = 0
    for y in range(height):
        for x in range(width):
            a, b = p1[y * w1 + x], p2[y * w2 + x]
            if max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2])) > 64:
                different += 1
    share = different / float(width * height)
    return share <= 0.005, "%.3f %% of pixels differ (limit 0.5 %%)" % (share * 100)


# MARK: - The checks

class Suite:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print("  ok    " + name)
        else:
            self.failed += 1
            print("  FAIL  " + name + (": " + detail if detail else ""))
        return condition


def shown(page):
    """(index of the frame shown, fragment)."""
    return page.js("""(function(){
        var frames = Array.prototype.slice.call(document.querySelectorAll('figure.frame'));
        var visible = frames.filter(function(f){ return getComputedStyle(f).display !== 'none'; });
        return [visible.length === 1 ? frames.indexOf(visible[0]) : -visible.length, location.hash];
    })()""")


def snapshot_frame(count, events):
    """The frame a scenario's reference PNG shows: the first after the start where a header pins, else the first
    after the start with any event, else the middle. `events`: each frame's event labels."""
    for index, labels in enumerate(events):
        if index > 0 and any(label.endswith(" pins") for label in labels):
            return index
    for index, labels in enumerate(events):
        if labels and index > 0:
            return index
    return count // 2


def test_scenario(browser, suite, mockgen, name, workdir):
    print("%s:" % name)
    html = workdir / (name + ".html")
    with open(html, "wb") as out:
        subprocess.run([mockgen, name, "--frames", str(FRAMES)], stdout=out, check=True)
    url = html.as_uri()
    page = Page(browser)
    page.load(url)
    last = FRAMES - 1
    check = suite.check

    count = page.js("document.querySelectorAll('figure.frame').length")
    check("%d frames in the page" % FRAMES, count == FRAMES, "found %s" % count)
    check("opens at frame 0", shown(page) == [0, "#frame=0"], str(shown(page)))

    # Slider: the keyboard on the focused slider moves it; the input event changes the frame.
    page.js("document.getElementById('slider').focus()")
    page.key("ArrowRight", key_code=39)
    page.key("ArrowRight", key_code=39)
    check("slider (keyboard on the focused slider) shows frame 2", shown(page) == [2, "#frame=2"], str(shown(page)))
    page.js("(function(){var s=document.getElementById('slider'); s.value='7';"
            "s.dispatchEvent(new Event('input', {bubbles: true}));})()")
    check("slider input shows frame 7", shown(page) == [7, "#frame=7"], str(shown(page)))

    # Page keys (focus off the slider).
    page.js("document.activeElement.blur()")
    page.key("ArrowRight", key_code=39)
    check("ArrowRight shows frame 8", shown(page) == [8, "#frame=8"], str(shown(page)))
    page.key("ArrowLeft", key_code=37)
    page.key("ArrowLeft", key_code=37)
    check("ArrowLeft twice shows frame 6", shown(page) == [6, "#frame=6"], str(shown(page)))
    page.key("End", key_code=35)
    check("End shows the last frame", shown(page) == [last, "#frame=%d" % last], str(shown(page)))
    page.key("Home", key_code=36)
    check("Home shows frame 0", shown(page) == [0, "#frame=0"], str(shown(page)))

    # Buttons, by mouse.
    page.click("#next")
    page.click("#next")
    page.click("#prev")
    check("Next, Next, Prev shows frame 1", shown(page) == [1, "#frame=1"], str(shown(page)))
    check("slider follows the frame", page.js("document.getElementById('slider').value") == "1")

    # Tab order: every control reachable by keyboard.
    reached, unringed = [], []
    page.js("document.activeElement.blur()")
    for _ in range(40):
        page.key("Tab", key_code=9)
        control, ring = page.js("(function(e){var s = getComputedStyle(e);"
                             " return [e.id || e.getAttribute('data-overlay') || e.getAttribute('class') || e.tagName,"
                             " s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2];})(document.activeElement)")
        reached.append(control)
        if not ring and control not in ("BODY", "HTML"):  # past the last control: the page itself
            unringed.append(control)
    wanted = ["prev", "play", "next", "slider", "pin", "insets", "safe-area", "sections", "thresholds", "pinned"]
    check("Tab reaches every control", all(w in reached for w in wanted),
          "missing " + ", ".join(w for w in wanted if w not in reached))
    check("every control reached by Tab shows a focus ring", not unringed, "no ring on " + ", ".join(sorted(set(unringed))))
    page.js("document.activeElement.blur()")

    # Play: frames advance by themselves, the fragment follows, Pause stops.
    page.key("Home", key_code=36)
    page.click("#play")
    time.sleep(1.3)
    page.click("#play")
    after, fragment = shown(page)
    check("Play advances frames and the fragment", after >= 2 and fragment == "#frame=%d" % after, "frame %s %s" % (after, fragment))
    time.sleep(0.6)
    check("Pause stops", shown(page)[0] == after, "moved on to %s" % shown(page)[0])
    # Reduced motion: still steps, but slowly enough to read each frame.
    page.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    page.key("Home", key_code=36)
    page.click("#play")
    time.sleep(1.0)
    slow = shown(page)[0]
    page.click("#play")
    check("Play with prefers-reduced-motion steps at most once a second", slow <= 1, "frame %s after 1 s" % slow)
    page.send("Emulation.setEmulatedMedia", {"features": []})

    # The fragment: navigating to #frame=N, and loading the page at #frame=N.
    page.js("location.hash = '#frame=11'")
    page.js("new Promise(function (resolve) { setTimeout(resolve, 100); })")
    check("#frame=11 (fragment navigation) shows frame 11", shown(page) == [11, "#frame=11"], str(shown(page)))
    page.load("about:blank")
    page.load(url + "#frame=%d" % (last - 2))
    check("opening at #frame=%d shows it" % (last - 2), shown(page) == [last - 2, "#frame=%d" % (last - 2)], str(shown(page)))

    # Overlays: each checkbox shows and hides its groups in the shown frame.
    overlays = page.js("Array.prototype.map.call(document.querySelectorAll('input[data-overlay]'),"
                       " function(b){return [b.getAttribute('data-overlay'), b.checked];})")
    check("six overlay checkboxes", len(overlays) == 6, str(overlays))
    visible_groups = """(function(name){
        var groups = document.querySelectorAll('figure.frame svg .overlay-' + name);
        var shown = 0;
        for (var i = 0; i < groups.length; i += 1) { if (getComputedStyle(groups[i]).display !== 'none') { shown += 1; } }
        return [groups.length, shown];
    })(%s)"""
    for overlay, checked in overlays:
        total, before = page.js(visible_groups % json.dumps(overlay))
        page.click("input[data-overlay=%s]" % json.dumps(overlay))
        _, after = page.js(visible_groups % json.dumps(overlay))
        page.click("input[data-overlay=%s]" % json.dumps(overlay))
        _, back = page.js(visible_groups % json.dumps(overlay))
        on, off = (before, after) if checked else (after, before)
        check("overlay %s toggles (%d groups)" % (overlay, total), on == total and off == 0 and back == before,
              "on %s, off %s, back %s of %s" % (on, off, back, total))

    # The curves: a click on the chart jumps to the nearest frame and the cursor follows.
    charts = page.js("document.querySelectorAll('svg.chart').length")
    if charts:
        target = page.js("""(function(){
            var chart = document.querySelector('svg.chart');
            var xs = chart.getAttribute('data-xs').split(' ').map(Number);
            var i = Math.floor(xs.length / 2);
            var m = chart.getScreenCTM(); var p = chart.createSVGPoint(); p.x = xs[i]; p.y = 60;
            p = p.matrixTransform(m); return [i, p.x, p.y, xs[i]];
        })()""")
        page.js("document.querySelector('svg.chart').scrollIntoView({block: 'center'})")
        target = page.js("""(function(){
            var chart = document.querySelector('svg.chart');
            var xs = chart.getAttribute('data-xs').split(' ').map(Number);
            var i = %d;
            var m = chart.getScreenCTM(); var p = chart.createSVGPoint(); p.x = xs[i]; p.y = 60;
            p = p.matrixTransform(m); return [i, p.x, p.y, xs[i]];
        })()""" % target[0])
        page.click_at(target[1], target[2])
        index, _ = shown(page)
        xs = page.js("document.querySelector('svg.chart').getAttribute('data-xs').split(' ').map(Number)")
        cursor = page.js("Number(document.querySelector('svg.chart .cursor').getAttribute('x1'))")
        check("clicking the curves jumps to the nearest frame", index >= 0 and abs(xs[index] - target[3]) < 0.01,
              "shown %s" % index)
        check("the curves' cursor marks the shown frame", index >= 0 and abs(cursor - xs[index]) < 0.01)
        page.js("window.scrollTo(0, 0)")

    # Print: every frame on paper.
    page.send("Emulation.setEmulatedMedia", {"media": "print"})
    printed = page.js("Array.prototype.filter.call(document.querySelectorAll('figure.frame'),"
                      " function(f){ return getComputedStyle(f).display !== 'none'; }).length")
    hidden_controls = page.js("getComputedStyle(document.querySelector('.controls')).display === 'none'")
    check("print media shows all %d frames, no controls" % FRAMES, printed == FRAMES and hidden_controls,
          "%s frames shown" % printed)
    page.send("Emulation.setEmulatedMedia", {"media": ""})
    pdf = base64.b64decode(page.send("Page.printToPDF", {"printBackground": True}, timeout=120)["data"])
    (workdir / (name + ".pdf")).write_bytes(pdf)
    check("print to PDF", pdf[:5] == b"%PDF-" and pdf.count(b"/Type /Page") >= 2, "%d bytes" % len(pdf))

    # Screenshot of one frame against the reviewed PNG.
    events = page.js("Array.prototype.map.call(document.querySelectorAll('figure.frame'), function(f){"
                     " return Array.prototype.map.call(f.querySelectorAll('.event'), function(e){ return e.textContent; }); })")
    index = snapshot_frame(FRAMES, events)
    page.load("about:blank")
    page.load(url + "#frame=%d" % index)
    box = page.js("(function(){var r=document.querySelector('figure.frame.current .variants').getBoundingClientRect();"
                  "return [r.left, r.top, r.width, r.height];})()")
    shot = base64.b64decode(page.send("Page.captureScreenshot", {
        "format": "png", "clip": {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 0.5}})["data"])
    reference = SNAPSHOTS / ("%s-frame%d.png" % (name, index))
    USED_SNAPSHOTS.add(reference.name)
    actual_path = workdir / reference.name
    actual_path.write_bytes(shot)
    if os.environ.get("RECORD") or not reference.exists():
        SNAPSHOTS.mkdir(parents=True, exist_ok=True)
        reference.write_bytes(shot)
        check("screenshot of frame %d" % index, False,
              "recorded %s: look at it, commit it, run again" % reference.relative_to(ROOT))
    else:
        ok, message = compare_png(shot, reference.read_bytes())
        check("screenshot of frame %d matches %s" % (index, reference.name), ok,
              message + "; actual: %s" % actual_path)

    errors = page.errors()
    check("no console errors", not errors, "; ".join(errors)[:600])


def test_raster(browser, suite, mockgen, name, workdir):
    """One frame drawn both ways (issue 19): librsvg in mockgen (`--format png`, the first
    variant's phone cut out of the picture) against Chromium's screenshot of the same frame's SVG
    file, both at 2x, a phone's density. At most 1 % of pixels may differ by more than 16 levels in
    a channel; text antialiasing is where they differ (Chromium puts baselines on whole pixels,
    librsvg where the layout says, so dense text at 1x moves past 1 % by edges alone)."""
    layout = json.loads(subprocess.run([mockgen, name, "--frames", str(FRAMES), "--format", "json"],
                                       capture_output=True, check=True).stdout)
    variants = layout.get("variants") or [layout]
    frames = variants[0]["frames"]
    index = snapshot_frame(FRAMES, [f.get("events", []) for f in frames])
    offset = frames[index]["contentOffset"]
    # The one offset alone, for both renderers: the same frame in the same files.
    out = workdir / (name + "-raster")
    subprocess.run([mockgen, name, "--offsets", str(offset), "--format", "svg", "--out", str(out)], check=True)
    scale = 2
    subprocess.run([mockgen, name, "--offsets", str(offset), "--format", "png", "--scale", str(scale), "--out", str(out)],
                   check=True)
    # SVGFiles.swift's names; built-in scenario and variant names are already file-safe.
    stem = name if "variants" not in layout else name + "-" + variants[0]["name"]
    svg = out / (stem + "-000.svg")
    page = Page(browser)
    page.load(svg.as_uri())
    size = page.js("(function(){var s=document.documentElement; return [s.width.baseVal.value, s.height.baseVal.value];})()")
    width, height = int(size[0]), int(size[1])
    page.send("Emulation.setDeviceMetricsOverride",
              {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
    page.load(svg.as_uri())
    shot = base64.b64decode(page.send("Page.captureScreenshot", {
        "format": "png", "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})["data"])
    (workdir / (name + "-chromium.png")).write_bytes(shot)
    w1, h1, chromium = read_png(shot)
    w2, h2, librsvg = read_png((out / (name + "-000.png")).read_bytes())
    gap = 8 * scale  # RasterComposition.gap
    width, height = width * scale, height * scale
    different = 0
    for y in range(height):
        for x in range(width):
            a, b = chromium[y * w1 + x], librsvg[(y + gap) * w2 + x + gap]
            if max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2])) > 16:
                different += 1
    share = different / float(width * height)
    suite.check("librsvg draws frame %d (y=%s) as Chromium does" % (index, offset), share <= 0.01,
                "%.2f %% of pixels differ by more than 16 levels (limit 1 %%); %s" % (share * 100, out))
    return share


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mockgen", help="the mockgen binary (default: swift build's debug binary)")
    parser.add_argument("--only", help="one scenario")
    args = parser.parse_args()
    mockgen = args.mockgen
    if not mockgen:
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                                  text=True, check=True).stdout.strip()
        mockgen = os.path.join(bin_path, "mockgen")
    listing = subprocess.run([mockgen, "--list"], capture_output=True, text=True, check=True).stdout
    names = [line.split()[0] for line in listing.splitlines() if line.strip()]
    if args.only:
        names = [n for n in names if n == args.only]

    started = time.monotonic()
    suite = Suite()
    workdir = Path(tempfile.mkdtemp(prefix="mockgen-flipbooks-"))
    browser = Browser()
    try:
        browser.send("Browser.getVersion")
        for name in names:
            try:
                test_scenario(browser, suite, mockgen, name, workdir)
                test_raster(browser, suite, mockgen, name, workdir)
            except Exception:
                suite.check("%s: the run itself" % name, False, traceback.format_exc(limit=3))
    finally:
        browser.close()
    if not args.only:
        stale = sorted(p.name for p in SNAPSHOTS.glob("*.png") if p.name not in USED_SNAPSHOTS)
        suite.check("no stale reference PNGs", not stale, "remove " + ", ".join(stale))
    print("browser suite: %d scenarios in %.1f s; pages, PDFs and screenshots in %s"
          % (len(names), time.monotonic() - started, workdir))
    print("%d passed, %d failed" % (suite.passed, suite.failed))
    return 1 if suite.failed or not suite.passed else 0


if __name__ == "__main__":
    sys.exit(main())
