#!/usr/bin/env python3
"""The live view in headless Chromium (Docs/testing.md, The live view): each built-in that has one
is scrolled with the wheel (Input.synthesizeScrollGesture), a pointer drag (Input.dispatchMouseEvent)
and a finger's fling (Input.dispatchTouchEvent); where it comes to rest, and at offsets set directly,
every element on the screen stands where `mockgen --format json --offsets Y` puts it, to 0.5 pt.
A snapping Flutter header (the Flutter fixtures in Tests/Browser/fixtures/) is compared once its
snap at rest has run, with `--offsets P1,...,Pn,Y,Y` (the walk shows the snap done where the path
stays at a node). Also the script's time an update while flinging.

Usage: python3 Tests/Browser/live.py [--mockgen PATH] [--only NAME]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (the suite's Browser and Page)

TOLERANCE = 0.5

# UIKit's hidesBarsOnSwipe over a plain table (LiveDirectionTests' screen): the swipe's two states.
SWIPE = json.dumps({
    "name": "swipe", "iosVersion": 18, "navigationBar": {"title": "Inbox"},
    "list": {"rowHeight": 44, "sectionHeaderHeight": 40, "sectionHeaderTopPadding": 0,
             "sections": [{"header": {"title": "S0"}, "rows": {"count": 40}}]},
    "behaviors": [{"type": "hidesBarsOnSwipe"}], "scroll": {"path": ["start", 400, 300, 500]}})

# The same with a tab bar the app hides as the content goes up (hidesTabBarOnScroll): two bars that
# every move changes alike, followed as one (LiveDirection.swift).
TWO_SWIPES = json.dumps(dict(json.loads(SWIPE), name="two-swipes", tabBar={"items": ["A", "B"]},
                             behaviors=[{"type": "hidesBarsOnSwipe"}, {"type": "hidesTabBarOnScroll"}]))

# A plain list of 1,000 rows under a fading bar, for the speed figures.
THOUSAND = json.dumps({
    "name": "thousand", "title": "1,000 rows", "device": "iphone-15-pro",
    "navigationBar": {"kind": "overlay", "height": 50, "title": "Rows", "fade": {"from": 0, "to": 100}},
    "list": {"kind": "table", "style": "plain", "rowHeight": 44, "contentInsetAdjustmentBehavior": "never",
             "sections": [{"header": {"height": 40, "title": "Rows"}, "rows": [{"count": 1000, "title": "Row {n}"}]}]},
    "scroll": {"path": ["start", "end"]}})


def settle(page, timeout=8.0):
    """Waits until no variant moves; returns each variant's data-offset."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = page.js("(function(){var l=window.mockgenLive; if(!l) return null;"
                        "return l.views.map(function(v){return v ? [v.animation === null && !v.snapping, v.offset] : null;});})()")
        if state is not None and all(s is None or s[0] for s in state):
            break
        time.sleep(0.05)
    return page.js("Array.prototype.map.call(document.querySelectorAll('svg[data-live]'),"
                   "function(s){return Number(s.getAttribute('data-offset'));})")


def on_screen(page):
    """Each live svg's elements (by variant): id -> top y and height of the group's box, in the svg's
    user units (a cell's box is its frame: the separator and the text lie inside it)."""
    return page.js("""(function(){
      var out = {};
      Array.prototype.forEach.call(document.querySelectorAll('svg[data-live]'), function (svg) {
        var box = svg.getBoundingClientRect(), scale = svg.viewBox.baseVal.width / box.width, found = {};
        Array.prototype.forEach.call(svg.querySelectorAll('g[data-id]'), function (g) {
          var r = g.getBoundingClientRect();
          if (r.height === 0) { return; }
          found[g.getAttribute('data-id')] = [(r.top - box.top) * scale, r.height * scale, r.width * scale];
        });
        out[svg.getAttribute('data-live-variant')] = [Number(svg.getAttribute('data-offset')), found, [svg.viewBox.baseVal.width, svg.viewBox.baseVal.height]];
      });
      return out;
    })()""")


def engine(mockgen, name, offsets, variant):
    """The engine's layout at the last of `offsets` after the path through the others."""
    out = subprocess.run([mockgen, name, "--format", "json", "--offsets", ",".join(repr(o) for o in offsets)],
                         capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    frame = (data["variants"][variant]["frames"] if "variants" in data else data["frames"])[-1]
    found = {e["id"]: (e["frame"]["y"], e["frame"]["height"]) for e in frame.get("elements", [])}
    # A bar faded out to nothing is not drawn.
    if frame.get("navigationBar") and frame["navigationBar"].get("alpha", 1) > 0:
        found["navigationBar"] = (frame["navigationBar"]["frame"]["y"], frame["navigationBar"]["frame"]["height"])
    # A tab bar hidden by a swipe is not in the frame.
    if frame.get("tabBar"):
        found["tabBar"] = (frame["tabBar"]["frame"]["y"], frame["tabBar"]["frame"]["height"])
    return found, frame["contentOffset"], frame.get("tabBar", {}).get("minimized")


def live_paths(page):
    """Each variant's live path: where it started and every turn (a variant with a direction-aware
    bar keeps them, LiveDirection.swift; a snapping header each rest where it snapped, twice), then
    where it rests; a variant without one, the top (where the frames' walk and the live view's
    samples set off, LiveView.swift) and its offset; with estimated rows, the top, the farthest
    offset reached and its offset (LiveView+Estimated.swift)."""
    return page.js("mockgenLive.views.map(function(v){ if(!v) return null;"
                   "return v.bar ? v.path.concat([Math.min(Math.max(v.offset, v.range[0]), v.range[1])])"
                   " : v.realised ? [v.range[0], v.farthest, v.offset] : [v.range[0], v.offset]; })")


def compare(suite, mockgen, name, page, what):
    settle(page)
    screens = on_screen(page)
    paths = live_paths(page)
    # The rule each variant follows (LiveDirection.swift): a bar's moves the bar and the headers under it.
    rules = page.js("mockgenLive.views.map(function(v){ return v && v.bar ? v.bar.response : null; })")
    for key, (offset, screen, phone) in sorted(screens.items()):
        v = int(key)
        path = paths[v] if len(paths[v]) > 1 else [offset]
        truth, shown, minimized = engine(mockgen, name, path, v)
        bad = []
        # iOS 26's tab bar minimised (rule 9.6) draws only its selected tab, a 48 pt pill; expanded,
        # the capsule spans the screen less 21 pt a side (TabBarSVG.swift's GlassBar).
        if minimized is not None and "tabBar" in screen:
            width = screen["tabBar"][2]
            if (width < phone[0] / 2) != minimized:
                bad.append("tabBar %.1f pt wide, engine %s" % (width, "minimized" if minimized else "expanded"))
        # The phone's own height (the live view draws no overlay gutter).
        height = phone[1]
        for element, (y, h) in truth.items():
            if y >= height or y + h <= 0 or element not in screen:
                continue
            got = screen[element]
            # Only a group that draws its whole frame (a background) shows where its frame is; one
            # that draws only a title inside its frame is checked by LiveViewTests, markup to markup.
            # Under a direction-aware bar the bar and the headers draw their whole frames, and
            # their heights follow the bar: checked too.
            if rules[v] not in (None, "minimize") and (element == "navigationBar" or element.startswith("header.")):
                if abs(got[1] - h) > TOLERANCE:
                    bad.append("%s height %.2f, engine %.2f" % (element, got[1], h))
            elif abs(got[1] - h) > 1:
                continue
            if abs(got[0] - y) > TOLERANCE and y >= 0:
                bad.append("%s y %.2f, engine %.2f" % (element, got[0], y))
        missing = [e for e, (y, h) in truth.items() if 0 <= y < height and h > 1 and e not in screen]
        if "tabBar" in screen and "tabBar" not in truth and screen["tabBar"][0] < height:
            bad.append("a tabBar drawn at %.1f, none in the engine's frame" % screen["tabBar"][0])
        suite.check("%s%s: live view after %s rests at %s as --offsets %s puts it"
                    % (name, " variant %d" % v if len(screens) > 1 else "", what, offset,
                       ",".join("%g" % p for p in path[:-1]) + ("," if len(path) > 1 else "") + "%g" % shown),
                    not bad and not missing, "; ".join(bad[:5] + ["missing " + m for m in missing[:5]]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mockgen")
    parser.add_argument("--only")
    args = parser.parse_args()
    mockgen = args.mockgen or os.path.join(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=run.ROOT, capture_output=True, text=True, check=True).stdout.strip(),
        "mockgen")
    names = [l.split()[0] for l in subprocess.run([mockgen, "--list"], capture_output=True, text=True,
                                                  check=True).stdout.splitlines() if l.strip()]
    workdir = Path(tempfile.mkdtemp(prefix="mockgen-live-"))
    (workdir / "thousand.json").write_text(THOUSAND)
    names.append(str(workdir / "thousand.json"))
    (workdir / "swipe.json").write_text(SWIPE)
    names.append(str(workdir / "swipe.json"))
    (workdir / "two-swipes.json").write_text(TWO_SWIPES)
    names.append(str(workdir / "two-swipes.json"))
    # A Google Docs-like list whose floating toolbar leaves on the way down (exitAlways).
    docs = Path(run.ROOT) / "Tests" / "Fixtures" / "docs-floating-toolbar.json"
    names.append(str(docs))
    # A Mail-like inbox whose self-sizing rows are estimated at 44 (rule 4.3): the farthest
    # offset reached is the state of the way there.
    names.append(str(Path(run.ROOT) / "Tests" / "Fixtures" / "mail-estimated.json"))
    # A delivery app's store page in Flutter on Android: a SliverAppBar.large whose two titles
    # take turns (Flutter 21) over menu rows as tall as their content.
    names.append(str(Path(run.ROOT) / "Tests" / "Fixtures" / "flutter-store.json"))
    # A chat list with estimated rows under iOS 26's tab bar that minimises on the way down: the
    # farthest offset and the bar's phase, two states followed side by side.
    names.append(str(Path(run.ROOT) / "Tests" / "Fixtures" / "kakao-estimated.json"))
    # The same under an enterAlways top bar: two scroll-delta bars of different extents (64 dp and
    # the toolbar's travel), followed apart (LiveDirection.swift).
    apart = json.loads(docs.read_text())
    apart.pop("$schema", None)
    apart["name"] = "docs-apart"
    apart["list"]["topBar"]["scrollBehavior"] = "enterAlways"
    (workdir / "docs-apart.json").write_text(json.dumps(apart))
    names.append(str(workdir / "docs-apart.json"))
    # A Flutter shopping feed whose SliverAppBar floats and snaps, and a notes list under a
    # SliverFloatingHeader: each snaps at rest (LiveDirection.swift, Flutter 12).
    for fixture in ["flutter-shop-snap", "flutter-floating-search"]:
        names.append(str(run.FIXTURES / (fixture + ".json")))
    if args.only:
        names = [n for n in names if n == args.only or Path(n).stem == args.only]
    suite = run.Suite()
    started = time.monotonic()
    browser = run.Browser()
    timings = []
    flings = []
    try:
        for name in names:
            html = workdir / (Path(name).stem + ".html")
            html.write_bytes(subprocess.run([mockgen, name], capture_output=True, check=True).stdout)
            page = run.Page(browser)
            page.load(html.as_uri())
            if not page.js("!!document.getElementById('live')"):
                print("%s: no live view (the page says why)" % name)
                continue
            box = page.js("(function(){var r=document.querySelector('figure.frame.current svg').getBoundingClientRect();"
                          "return [r.left + r.width / 3, r.top + r.height * 0.7, r.height];})()")
            x, y, h = box
            # A pointer drag of a third of the phone, held still before letting go: no fling.
            page.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1})
            for k in range(1, 21):
                page.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y - h / 3 * k / 20,
                                                       "button": "left", "buttons": 1})
            time.sleep(0.15)
            page.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": x, "y": y - h / 3, "button": "left",
                                                   "clickCount": 1})
            compare(suite, mockgen, name, page, "a drag")
            # A finger's fling back up: quick moves, then let go while moving.
            page.js("mockgenLive.stats.frames = 0; mockgenLive.stats.scriptMs = 0;")
            page.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y - h / 2}]})
            for k in range(1, 9):
                page.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - h / 2 + 25 * k}]})
                time.sleep(0.01)
            page.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            compare(suite, mockgen, name, page, "a fling")
            fling = page.js("(function(){var s = mockgenLive.stats; return [s.frames, s.scriptMs, (s.last - s.first) / 1000];})()")
            if fling[0] > 1 and fling[2] > 0:
                flings.append((Path(name).stem, (fling[0] - 1) / fling[2], fling[1] / fling[0], fling[2]))
                suite.check("%s: the script takes under 4 ms an animation frame while flinging (%.2f ms)"
                            % (Path(name).stem, fling[1] / fling[0]), fling[1] / fling[0] < 4, "")
            # The wheel: a gesture of 400 px down.
            page.send("Input.synthesizeScrollGesture", {"x": x, "y": y - h / 3, "yDistance": -400, "speed": 2000,
                                                         "gestureSourceType": "mouse"})
            compare(suite, mockgen, name, page, "the wheel")
            # Offsets set directly, spread over the range.
            for k in range(5):
                page.js("(function(){mockgenLive.views.forEach(function(v){ if(!v) return;"
                        "v.offset = v.range[0] + (v.range[1] - v.range[0]) * %f; mockgenLive.render(v); mockgenLive.rest(v); });})()"
                        % ((k + 0.41) / 5))
                compare(suite, mockgen, name, page, "a set offset")
            # Under a direction-aware bar: down, up part of the bar's travel, down again, each at rest
            # where --offsets P1,...,Pn,Y puts it for the path the view took.
            # Estimated rows: down, up, down again past the farthest, up; each rest where --offsets
            # top,F,Y puts it, F the farthest reached. Then the wheel to the end of the full range.
            if page.js("mockgenLive.views.some(function(v){ return v && v.realised; })"):
                for frac, what in [(0.3, "down"), (0.12, "up"), (0.8, "down past the farthest"), (0.45, "up again")]:
                    page.js("(function(){mockgenLive.views.forEach(function(v){ if(!v) return;"
                            "v.offset = v.range[0] + (v.range[1] - v.range[0]) * %f; mockgenLive.render(v); });})()" % frac)
                    compare(suite, mockgen, name, page, what)
                # A finger's fling down, from a rest short of the farthest: it coasts past it into
                # rows still estimated.
                page.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
                for k in range(1, 9):
                    page.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - 30 * k}]})
                    time.sleep(0.01)
                page.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
                compare(suite, mockgen, name, page, "a fling down")
                for _ in range(6):
                    page.send("Input.synthesizeScrollGesture", {"x": x, "y": y - h / 3, "yDistance": -1500,
                                                                 "speed": 4000, "gestureSourceType": "mouse"})
                compare(suite, mockgen, name, page, "the wheel to the end")
                ends = page.js("mockgenLive.views.map(function(v){ return v && v.realised ? [v.offset, v.range[1], v.inForce[1]] : null; })")
                suite.check("%s: the wheel comes to rest at the end of the full range, the range in force (%s)" % (name, ends),
                            all(e is None or abs(e[0] - e[1]) < 0.01 and abs(e[2] - e[1]) < 0.01 for e in ends), "")
            if page.js("mockgenLive.views.some(function(v){ return v && v.bar; })"):
                # The tab bar's minimise expands only back at the top: up there and down once more.
                for frac, what in [(0, "up to the top"), (0.6, "down"), (0.52, "up"), (0.75, "down again"),
                                   (0, "up to the top again"), (0.3, "down once more")]:
                    page.js("(function(){mockgenLive.views.forEach(function(v){ if(!v) return;"
                            "v.offset = v.range[0] + (v.range[1] - v.range[0]) * %f; mockgenLive.render(v);"
                            " mockgenLive.rest(v); });})()" % frac)
                    compare(suite, mockgen, name, page, what)
                # Bars apart: up 40 pt from wholly hidden leaves a 64 dp bar 24 hidden and the
                # toolbar its travel less 40, two numbers.
                if page.js("mockgenLive.views.some(function(v){ return v && v.bar && v.bar.apart; })"):
                    page.js("(function(){mockgenLive.views.forEach(function(v){ if(!v) return;"
                            "v.offset -= 40; mockgenLive.render(v); mockgenLive.rest(v); });})()")
                    compare(suite, mockgen, name, page, "up 40 pt")
                    parts = page.js("mockgenLive.views.map(function(v){ return v && v.parts; })")
                    suite.check("%s: the bars apart are 24 and their travels less 40 hidden (%s)" % (name, parts),
                                any(p and p[0] == 24 and len(set(p)) == len(p) for p in parts), "")
                # A snapping header: from wholly hidden mid-list, a finger's drag up a third of its
                # extent, held still and let go: at rest it snaps wholly in; then down a third set
                # directly and at rest, wholly out (Flutter 12).
                if page.js("mockgenLive.views.some(function(v){ return v && v.bar && v.bar.snap; })"):
                    for step, what, want in [(-1, "a drag up a third of the header", 0), (1, "down a third of the header", 1)]:
                        if step < 0:
                            third = page.js("(function(){var v = mockgenLive.views.filter(function(v){ return v && v.bar; })[0],"
                                            " box = v.svg.getBoundingClientRect();"
                                            " return v.bar.extent / 3 * box.width / v.svg.viewBox.baseVal.width;})()")
                            page.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": x, "y": y - h / 3,
                                                                   "button": "left", "clickCount": 1})
                            for k in range(1, 11):
                                page.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "button": "left",
                                                                       "y": y - h / 3 + third * k / 10, "buttons": 1})
                            time.sleep(0.15)
                            page.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": x, "y": y - h / 3 + third,
                                                                   "button": "left", "clickCount": 1})
                        else:
                            page.js("(function(){mockgenLive.views.forEach(function(v){ if(!v || !v.bar) return;"
                                    "v.offset += v.bar.extent / 3; mockgenLive.render(v); mockgenLive.rest(v); });})()")
                        compare(suite, mockgen, name, page, what + ", snapped")
                        hidden = page.js("mockgenLive.views.map(function(v){ return v && v.bar ? v.hidden / v.bar.extent : null; })")
                        suite.check("%s: after %s the header snaps wholly %s (%s of it hidden)"
                                    % (name, what, "in" if want == 0 else "out", hidden),
                                    all(h is None or h == want for h in hidden), "")
            # The script's time an update: 60 renders of every variant at moving offsets.
            ms = page.js("(function(){var t0 = performance.now(), n = 60; for (var i = 0; i < n; i += 1) {"
                         "mockgenLive.views.forEach(function(v){ if(!v) return; v.offset = v.range[0] + (v.range[1] - v.range[0]) * i / n;"
                         "mockgenLive.render(v); }); mockgenLive.follow(); } return (performance.now() - t0) / n;})()")
            timings.append((name, ms))
            suite.check("%s: the live view's script takes under 4 ms an update (%.2f ms)" % (name, ms), ms < 4, "")
            errors = page.errors()
            suite.check("%s: no script errors in the live view" % name, not errors, "; ".join(errors[:3]))
    finally:
        browser.close()
    for name, ms in timings:
        print("live update %s: %.2f ms" % (Path(name).stem, ms))
    for name, fps, per, seconds in flings:
        print("fling %s: %.0f fps over %.1f s, %.2f ms of script a frame" % (name, fps, seconds, per))
    print("live view: %d screens in %.1f s" % (len(names), time.monotonic() - started))
    print("%d passed, %d failed" % (suite.passed, suite.failed))
    return 1 if suite.failed or not suite.passed else 0


if __name__ == "__main__":
    sys.exit(main())
