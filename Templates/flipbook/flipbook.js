// Flips through the frames: slider, buttons, keys and the #frame=N fragment stay in step.
(function () {
  "use strict";
  var frames = document.querySelectorAll("figure.frame");
  var last = frames.length - 1;
  if (last < 0) { return; }
  var slider = document.getElementById("slider");
  var play = document.getElementById("play");
  var position = document.getElementById("position");
  var reducedMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");
  var stage = document.getElementById("stage");
  var charts = Array.prototype.map.call(document.querySelectorAll("svg.chart"), function (chart) {
    return { svg: chart, cursor: chart.querySelector(".cursor"),
             xs: chart.getAttribute("data-xs").split(" ").map(Number) };
  });
  var current = 0;
  var timer = null;

  function frameFromHash() {
    var match = /^#frame=(\d+)$/.exec(window.location.hash);
    return match ? Number(match[1]) : 0;
  }

  // Every frame but the first arrives inert, its figure's content as the text of a data block
  // (Flipbook.swift): it is built the first time it is shown, and all of them before printing.
  // Nothing here walks the figures at load, so the work before the first frame does not grow
  // with their number.
  var inert = 'script[type="application/xhtml+xml"]';
  var cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/;
  // The shapes only later frames place arrive inert as well, in blocks after the live
  // shared-shapes <svg> that holds those of the first frames (SharedShapes.swift); they join it,
  // in order, before any later frame is built.
  function buildShapes() {
    var scripts = document.querySelectorAll("script.shared-shapes-rest");
    var defs = document.querySelector("svg.shared-shapes > defs");
    if (!scripts.length || !defs) { return; }
    var text = Array.prototype.map.call(scripts, function (script) {
      var match = cdata.exec(script.textContent);
      script.parentNode.removeChild(script);
      return match ? match[1] : script.textContent;
    }).join("");
    var parsed = new DOMParser().parseFromString('<defs xmlns="http://www.w3.org/2000/svg">' +
      text + "</defs>", "image/svg+xml").documentElement;
    var content = document.createDocumentFragment();
    while (parsed.firstChild) { content.appendChild(document.adoptNode(parsed.firstChild)); }
    defs.appendChild(content);
  }

  function build(frame) {
    var script = frame.querySelector(inert);
    if (!script) { return; }
    buildShapes();
    // Parsed as HTML the text keeps its CDATA markers; parsed as XML it does not.
    var text = script.textContent, match = cdata.exec(text);
    var parsed = new DOMParser().parseFromString('<div xmlns="http://www.w3.org/1999/xhtml">' +
      (match ? match[1] : text) + "</div>", "application/xhtml+xml").documentElement;
    var content = document.createDocumentFragment();
    while (parsed.firstChild) { content.appendChild(document.adoptNode(parsed.firstChild)); }
    frame.replaceChild(content, script);
  }

  function buildAll() { Array.prototype.forEach.call(frames, build); }

  window.addEventListener("beforeprint", buildAll);
  var printMedia = window.matchMedia && window.matchMedia("print");
  if (printMedia) {
    var onPrintMedia = function () { if (printMedia.matches) { buildAll(); } };
    if (printMedia.addEventListener) { printMedia.addEventListener("change", onPrintMedia); }
    else if (printMedia.addListener) { printMedia.addListener(onPrintMedia); }
  }

  function show(index) {
    index = Math.max(0, Math.min(last, index));
    build(frames[index]);
    frames[current].classList.remove("current");
    frames[index].classList.add("current");
    current = index;
    slider.value = String(index);
    slider.setAttribute("aria-valuetext", frames[index].querySelector("figcaption").textContent);
    position.textContent = index + " / " + last;
    charts.forEach(function (chart) {
      if (index < chart.xs.length) {
        chart.cursor.setAttribute("x1", String(chart.xs[index]));
        chart.cursor.setAttribute("x2", String(chart.xs[index]));
      }
    });
    if (window.location.hash !== "#frame=" + index) {
      try {
        history.replaceState(null, "", "#frame=" + index);
      } catch (error) {
        // A sandboxed or opaque-origin page may refuse; the frame still changes.
      }
    }
  }

  function stop() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    play.textContent = "Play";
    play.setAttribute("aria-label", "Play");
  }

  function start() {
    if (current === last) { show(0); }
    // Reduced motion: the same steps, but slow enough to read each frame.
    var delay = reducedMotion && reducedMotion.matches ? 1500 : 400;
    timer = setInterval(function () {
      if (current >= last) { stop(); } else { show(current + 1); }
    }, delay);
    play.textContent = "Pause";
    play.setAttribute("aria-label", "Pause");
  }

  document.getElementById("prev").addEventListener("click", function () { stop(); show(current - 1); });
  document.getElementById("next").addEventListener("click", function () { stop(); show(current + 1); });
  play.addEventListener("click", function () { if (timer === null) { start(); } else { stop(); } });
  slider.addEventListener("input", function () { stop(); show(Number(slider.value)); });

  var keySteps = { ArrowLeft: -1, ArrowRight: 1 };
  document.addEventListener("keydown", function (event) {
    // The slider moves itself with the arrow keys; modified keys belong to the browser.
    if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) { return; }
    var target;
    if (event.key in keySteps) { target = current + keySteps[event.key]; }
    else if (event.key === "Home") { target = 0; }
    else if (event.key === "End") { target = last; }
    else { return; }
    event.preventDefault();
    stop();
    show(target);
  });
  window.addEventListener("hashchange", function () { show(frameFromHash()); });

  // Overlays: each checkbox adds or removes "show-<name>" on the stage (CSS shows the groups).
  // A phone's page draws the screen as wide as the page, with no room for the overlays' labels
  // beside it: there they start switched off (Docs/command-line.md#the-flipbook-on-a-phone).
  var narrow = window.matchMedia && window.matchMedia("(max-width: 600px)").matches;
  Array.prototype.forEach.call(document.querySelectorAll("input[data-overlay]"), function (box) {
    if (narrow && box.checked) {
      box.checked = false;
      stage.classList.remove("show-" + box.getAttribute("data-overlay"));
    }
    box.addEventListener("change", function () {
      stage.classList.toggle("show-" + box.getAttribute("data-overlay"), box.checked);
    });
  });

  // Event buttons jump to their frame.
  Array.prototype.forEach.call(document.querySelectorAll("button.jump"), function (button) {
    button.addEventListener("click", function () { stop(); show(Number(button.getAttribute("data-to"))); });
  });

  // Curves: a click jumps to the frame whose offset is nearest (ties: nearest to the current one).
  charts.forEach(function (chart) {
    chart.svg.addEventListener("click", function (event) {
      var matrix = chart.svg.getScreenCTM();
      if (!matrix) { return; }
      var point = chart.svg.createSVGPoint();
      point.x = event.clientX; point.y = event.clientY;
      var x = point.matrixTransform(matrix.inverse()).x;
      var best = 0;
      for (var i = 1; i < chart.xs.length; i += 1) {
        var d = Math.abs(chart.xs[i] - x), bestD = Math.abs(chart.xs[best] - x);
        if (d < bestD || (d === bestD && Math.abs(i - current) < Math.abs(best - current))) { best = i; }
      }
      stop();
      show(best);
    });
  });

  show(frameFromHash());
})();

// The live view (Docs/command-line.md, The live view): the phone scrolled with the wheel, a
// pointer, a finger or the keys, each variant by its own platform's physics, from what the
// engine sampled (LiveView.swift). Nothing here lays anything out: content tiles move as one
// layer, and every other element's markup is interpolated between the engine's samples.
(function () {
  "use strict";
  var data = document.getElementById("live-data");
  var figure = document.getElementById("live");
  if (!data || !figure) { return; }
  var live;
  try { live = JSON.parse(data.textContent); } catch (error) { return; }
  var stage = document.getElementById("stage");
  var caption = document.getElementById("live-caption");
  var slider = document.getElementById("slider");
  var charts = Array.prototype.map.call(document.querySelectorAll("svg.chart"), function (chart) {
    return { cursor: chart.querySelector(".cursor"), xs: chart.getAttribute("data-xs").split(" ").map(Number) };
  });
  var frameOffsets = live.frameOffsets;
  var numberPattern = /-?\d*\.?\d+(?:e-?\d+)?/g;

  // MARK: physics (ScrollPhysics.swift, Docs/platform-rules.md, Scroll physics)
  var splineTable = (function () {
    var p1 = 0.5 * 0.35, p2 = 1 - 1.0 * (1 - 0.35), table = [], xMin = 0;
    for (var i = 0; i < 100; i += 1) {
      var alpha = i / 100, xMax = 1, x, coef;
      for (;;) {
        x = xMin + (xMax - xMin) / 2; coef = 3 * x * (1 - x);
        var tx = coef * ((1 - x) * p1 + x * p2) + x * x * x;
        if (Math.abs(tx - alpha) < 1e-5) { break; }
        if (tx > alpha) { xMax = x; } else { xMin = x; }
      }
      table.push(coef * ((1 - x) * 0.5 + x) + x * x * x);
    }
    table.push(1);
    return table;
  })();
  var DR = Math.log(0.78) / Math.log(0.9), FC = 0.015 * 9.80665 * 39.37 * 160 * 0.84;

  function physicsOf(p) {
    var kind = p.kind;
    var decay = kind === "uiKit" ? -1000 * Math.log(p.rate) : kind === "flutterBouncing" ? -Math.log(0.135) : 0;
    var stopSpeed = kind === "uiKit" ? decay * 0.5 / p.scale : kind === "flutterBouncing" ? 1 / (0.05 * p.scale) : 0;
    var bounces = (kind === "uiKit" || kind === "flutterBouncing") && p.bounces;
    var spring = bounces ? { zeta: 1.1, omega: Math.sqrt(200) } : { zeta: 0.98, omega: 24.657 };
    function splineLog(v) { return Math.log(0.35 * Math.abs(v) / FC); }
    // The coast of velocity v (points a second): its duration and distance at time t.
    function coast(v) {
      var s = v < 0 ? -1 : 1, a = Math.abs(v);
      if (decay > 0) {
        if (a <= stopSpeed) { return { duration: 0, at: function () { return 0; } }; }
        return { duration: Math.log(a / stopSpeed) / decay,
                 at: function (t) { return s * a * (1 - Math.exp(-decay * t)) / decay; } };
      }
      if (a === 0) { return { duration: 0, at: function () { return 0; } }; }
      if (kind === "androidSpline") {
        var l = splineLog(a), d = FC * Math.exp(DR / (DR - 1) * l), T = Math.exp(l / (DR - 1));
        return { duration: T, at: function (t) {
          var u = Math.min(Math.max(t / T, 0), 1), i = Math.min(Math.floor(100 * u), 99);
          return s * d * Math.min(splineTable[i] + (u - i / 100) * (splineTable[i + 1] - splineTable[i]) * 100, 1);
        } };
      }
      var Tc = DR * 0.35 * Math.exp(splineLog(a) / (DR - 1)), dc = a * Tc / DR;
      return { duration: Tc, at: function (t) { var u = Math.min(Math.max(t / Tc, 0), 1); return s * dc * (1 - Math.pow(1 - u, DR)); } };
    }
    // A spring from displacement x0 and velocity v0 towards 0 (x'' + 2 zeta omega x' + omega^2 x = 0).
    function springFrom(x0, v0) {
      var z = spring.zeta, w = spring.omega;
      if (z > 1) {
        var root = w * Math.sqrt(z * z - 1), r1 = -z * w + root, r2 = -z * w - root;
        var c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2;
        return function (t) { return c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t); };
      }
      var wd = w * Math.sqrt(1 - z * z), b = (v0 + z * w * x0) / wd;
      return function (t) { return Math.exp(-z * w * t) * (x0 * Math.cos(wd * t) + b * Math.sin(wd * t)); };
    }
    // Rule 1.4's rubber band, c = 0.55, d the viewport.
    function rubber(distance, d) { return distance <= 0 ? 0 : (1 - 1 / (distance * 0.55 / d + 1)) * d; }
    return { coast: coast, springFrom: springFrom, rubber: rubber, bounces: bounces, stopSpeed: stopSpeed };
  }

  // MARK: the variants
  var views = live.variants.map(function (v, position) {
    var svg = figure.querySelector('svg[data-live-variant="' + position + '"]');
    if (!svg || !v) { return null; }
    var view = {
      svg: svg, range: v.range, height: v.height, gap: v.gap, physics: physicsOf(v.physics),
      tiles: v.tiles, built: [], tileNodes: svg.querySelectorAll("g.live-tile"),
      layer: svg.querySelector("g.live-content"),
      tracks: v.tracks.map(function (track, k) {
        return { o: track.o, m: track.m, l: track.l, b: track.b || 0, s: track.s, e: track.e, parsed: [], levels: [], node: svg.querySelector('g[data-track="' + k + '"]'), shown: null };
      }),
      offset: v.range[0], animation: null,
      // A direction-aware bar (LiveDirection.swift): its hidden part, the clamped offset it was
      // last brought to, and the path so far (its start, every turn and, for a snapping header,
      // every rest where it snapped, twice), for tests and tools.
      // Bars apart (`apart`, their extents): each bar's own hidden part in `parts`. A snapping
      // header (`snap`): the snap under way at rest, if any.
      bar: v.direction || null, hidden: 0, parts: null, at: null, heading: 0, path: [], snapping: null,
      // Estimated rows (LiveView+Estimated.swift): the farthest offset reached, the one state
      // of the way there, and the range in force it gives.
      realised: v.realised || null, farthest: v.range[0], inForce: v.range
    };
    return view;
  });
  if (!views.some(function (v) { return v; })) { return; }

  function split(text) {
    var numbers = [], tokens = [], shape = text.replace(numberPattern, function (n) {
      numbers.push(Number(n)); tokens.push(n); return "\u0001";
    });
    return { shape: shape, numbers: numbers, tokens: tokens, text: text };
  }
  function parse(track, k) {
    if (!track.parsed[k]) { track.parsed[k] = split(track.m[k]); }
    return track.parsed[k];
  }
  function format(n) { return String(Math.round(n * 1000) / 1000); }
  // Two samples of one shape, their numbers interpolated at t; a number both share kept as written.
  function mix(a, b, t) {
    var numbers = [], tokens = [];
    for (var k = 0; k < a.numbers.length; k += 1) {
      var same = a.numbers[k] === b.numbers[k];
      numbers.push(same ? a.numbers[k] : a.numbers[k] + (b.numbers[k] - a.numbers[k]) * t);
      tokens.push(same ? a.tokens[k] : null);
    }
    return { shape: a.shape, numbers: numbers, tokens: tokens, text: null };
  }
  function write(p) {
    if (p.text !== null) { return p.text; }
    var k = 0;
    return p.shape.replace(/\u0001/g, function () {
      var text = p.tokens[k] !== null ? p.tokens[k] : format(p.numbers[k]);
      k += 1;
      return text;
    }).replace(/(opacity=")(-?[\d.e-]+)/g, function (all, key, value) {
      return key + format(Math.min(Math.max(Number(value), 0), 1));
    });
  }
  // Sample k of a track with `hidden` of the bar hidden: between the two hidden parts sampled
  // around it, interpolated (the nearer where their shapes differ); null where it does not show.
  function pointAt(track, k, hidden) {
    var entry = track.m[k];
    if (typeof entry === "string") { return entry === "" ? null : parse(track, k); }
    if (!track.levels[entry]) { track.levels[entry] = []; }
    var cache = track.levels[entry];
    entry = track.l[entry];
    var hs = entry.h, n = hs.length;
    function level(j) {
      if (cache[j] === undefined) { cache[j] = entry.m[j] === "" ? null : split(entry.m[j]); }
      return cache[j];
    }
    if (n === 1) { return level(0); }
    var x = Math.min(Math.max(hidden, hs[0]), hs[n - 1]), lo = 0, hi = n - 1;
    while (hi - lo > 1) { var mid = (lo + hi) >> 1; if (hs[mid] <= x) { lo = mid; } else { hi = mid; } }
    var a = level(lo), b = level(hi), t = (x - hs[lo]) / (hs[hi] - hs[lo]);
    if (!a || !b || a.shape !== b.shape) { return t < 0.5 ? a : b; }
    return t === 0 ? a : t === 1 ? b : mix(a, b, t);
  }

  // The markup of a track at offset y: between two samples of one shape its numbers
  // interpolated; past the ends the last piece continued (opacities kept within 0 and 1).
  function trackAt(track, y, gap, hidden) {
    var o = track.o, n = o.length;
    if (n === 0) { return ""; }
    if (n === 1) { var only = pointAt(track, 0, hidden); return Math.abs(y - o[0]) < 0.5 && only ? write(only) : ""; }
    var lo = 0, hi = n - 1;
    if (y <= o[0]) { hi = 1; } else if (y >= o[n - 1]) { lo = n - 2; } else {
      while (hi - lo > 1) { var mid = (lo + hi) >> 1; if (o[mid] <= y) { lo = mid; } else { hi = mid; } }
    }
    var a = pointAt(track, lo, hidden), b = pointAt(track, hi, hidden), t = (y - o[lo]) / (o[hi] - o[lo]);
    // Outside the samples the element shows only if it did at the nearer end, and not past a gap.
    if (y < o[0] - gap || y > o[n - 1] + gap) { return ""; }
    // Nor where a sample found it absent (LiveView.swift, `absentBefore`).
    if ((track.s !== undefined && y < track.s) || (track.e !== undefined && y > track.e)) { return ""; }
    if (!a || !b || a.shape !== b.shape || o[hi] - o[lo] > gap) {
      if (o[hi] - o[lo] > gap && y > o[lo] + gap / 2 && y < o[hi] - gap / 2) { return ""; }
      var near = t < 0.5 ? a : b;
      return near ? write(near) : "";
    }
    // A number both samples share is written as it was ("header.1" stays itself).
    return write(mix(a, b, t));
  }

  // The direction state machine (LiveDirection.swift, Docs/platform-rules.md#direction-in-the-live-view): the
  // bar's hidden part (or the tab bar minimised, 1, or not, 0) follows each move of the offset,
  // clamped to the range, as the walk's DirectionalBar and TabBarMinimize do; `path` keeps where
  // the view started and every turn.
  function steer(view, y) {
    if (!view.bar) { return; }
    var c = clampOf(view, y);
    if (view.at === null) { view.at = c; view.path = [c]; return; }
    var d = c - view.at;
    if (d === 0) { return; }
    var heading = d > 0 ? 1 : -1;
    if (view.heading !== 0 && heading !== view.heading) { view.path.push(view.at); }
    view.heading = heading;
    var bar = view.bar;
    if (bar.response === "minimize") {
      // The tab bar's minimise: on a move the trigger way past `trigger`, back on a reverse move that reaches `edge`.
      if (view.hidden === 0) { view.hidden = d * bar.way > 0 && (c - bar.trigger) * bar.way > 0 ? 1 : 0; }
      else { view.hidden = d * bar.way < 0 && (c - bar.edge) * bar.way <= 0 ? 0 : 1; }
    } else if (bar.apart) {
      view.parts = bar.apart.map(function (extent, k) { return Math.min(Math.max((view.parts ? view.parts[k] : 0) + d, 0), extent); });
      view.hidden = view.parts[0];
    } else {
      view.hidden = bar.response === "swipe" ? (d > 0 ? bar.extent : 0) : Math.min(Math.max(view.hidden + d, 0), bar.extent);
    }
    view.at = c;
  }

  // The snap at rest (LiveDirection.snapped, Docs/platform-rules.md#flutter-12): where the live
  // scroll comes to rest, a partly shown snapping header animates wholly in after a last move up
  // the content, wholly out after a move down, at a fixed offset, by Flutter's duration and curve.
  // Done, the rest joins the path as its offset twice (the frames' walk shows the snap done where
  // the path stays at a node), and the next move starts a new heading.
  function snapTarget(view) {
    var bar = view.bar, snap = bar && bar.snap;
    if (!snap || view.heading === 0 || view.at === null) { return null; }
    var scrolled = Math.max(0, view.at - snap.top), effective = Math.min(view.hidden, scrolled);
    if (view.heading > 0) { return effective < Math.min(bar.extent, scrolled) ? bar.extent : null; }
    return effective > 0 ? 0 : null;
  }
  function startSnap(view, now) {
    var to = snapTarget(view);
    view.snapping = to === null ? null : { start: now, from: view.hidden, to: to };
    return view.snapping !== null;
  }
  // Flutter's Cubic (animation/curves.dart): the curve's y where its x is t, x found by bisection.
  function cubic(c, t) {
    function at(a, b, m) { return 3 * a * (1 - m) * (1 - m) * m + 3 * b * (1 - m) * m * m + m * m * m; }
    var lo = 0, hi = 1;
    for (var i = 0; i < 30; i += 1) { var mid = (lo + hi) / 2; if (at(c[0], c[2], mid) < t) { lo = mid; } else { hi = mid; } }
    return at(c[1], c[3], (lo + hi) / 2);
  }
  function snapStep(view, now) {
    var s = view.snapping, snap = view.bar.snap, t = (now - s.start) / 1000 / snap.duration;
    if (t < 1) { view.hidden = s.from + (s.to - s.from) * cubic(snap.curve, t); return; }
    view.hidden = s.to;
    view.snapping = null;
    view.path.push(view.at, view.at);
    view.heading = 0;
  }
  // Rule 4.3 from the top: the rows whose top lies above the bounds' bottom at the farthest
  // offset `f` are realised, each run's `actual` apart ([top, actual, count, delta]), and the
  // range in force is rule 1.3's on the content height they give (RealisedRange.swift).
  function rangeAt(view, f) {
    var g = view.realised, c = g.content;
    for (var k = 0; k < g.runs.length; k += 1) {
      var run = g.runs[k], n = run[1] > 0 ? Math.ceil((f + g.bounds - run[0]) / run[1]) : f + g.bounds > run[0] ? run[2] : 0;
      c += Math.min(Math.max(n, 0), run[2]) * run[3];
    }
    return [-g.inset[0], Math.max(c - g.bounds + g.inset[1], -g.inset[0])];
  }
  function reach(view, y) {
    if (!view.realised || y <= view.farthest) { return; }
    view.farthest = y;
    view.inForce = rangeAt(view, y);
    view.svg.setAttribute("data-farthest", format(y));
  }

  function render(view) {
    var y = view.offset;
    reach(view, clampOf(view, y));
    steer(view, y);
    view.svg.setAttribute("data-offset", format(y));
    view.layer.setAttribute("transform", "translate(0 " + format(-y) + ")");
    // The tiles near the screen, built once.
    var first = Math.floor((y - view.range[0]) / live.tileHeight) - 1;
    var lastTile = Math.floor((y - view.range[0] + view.height) / live.tileHeight) + 1;
    for (var k = Math.max(first, 0); k <= lastTile && k < view.tiles.length; k += 1) {
      if (!view.built[k]) { view.built[k] = true; view.tileNodes[k].innerHTML = view.tiles[k]; }
    }
    view.tracks.forEach(function (track) {
      var markup = trackAt(track, y, view.gap, track.b && view.parts ? view.parts[track.b] : view.hidden);
      if (markup !== track.shown) { track.shown = markup; track.node.innerHTML = markup; }
    });
  }

  function follow() {
    var view = views.filter(function (v) { return v; })[0];
    var y = view.offset;
    if (caption) { caption.textContent = "Live · contentOffset " + format(y) + " · drag, scroll or use the keys; the slider shows the frames"; }
    // The curves' cursor: between the frames whose offsets bracket the live one (the first pair on the path).
    charts.forEach(function (chart) {
      var x = null;
      for (var i = 0; i + 1 < frameOffsets.length && i + 1 < chart.xs.length; i += 1) {
        var a = frameOffsets[i], b = frameOffsets[i + 1];
        if ((y - a) * (y - b) <= 0 && a !== b) { x = chart.xs[i] + (chart.xs[i + 1] - chart.xs[i]) * (y - a) / (b - a); break; }
      }
      if (x === null) { return; }
      chart.cursor.setAttribute("x1", format(x));
      chart.cursor.setAttribute("x2", format(x));
    });
    // An event's button is passed once the live offset is past its frame's.
    Array.prototype.forEach.call(document.querySelectorAll("button.jump"), function (button) {
      var at = frameOffsets[Number(button.getAttribute("data-to"))];
      if (typeof at === "number") { button.classList.toggle("passed", y >= at); }
    });
  }

  var active = false;
  function activate() {
    if (active) { return; }
    active = true;
    var current = stage.querySelector("figure.frame.current");
    var index = Number(slider.value) || 0;
    views.forEach(function (view) {
      if (!view) { return; }
      var offsets = live.variants[views.indexOf(view)].frameOffsets, at = offsets[index];
      if (typeof at === "number") { view.offset = at; }
      // Estimated rows: the farthest offset as the frames' walk left it at this frame.
      if (view.realised) {
        var f = view.realised.farthest[index];
        view.farthest = typeof f === "number" ? f : view.range[0];
        view.inForce = rangeAt(view, view.farthest);
        view.svg.setAttribute("data-farthest", format(view.farthest));
      }
      // The bar as the frames' walk left it: the same rule along the frames to this one, and a
      // snapping header snapped where the walk's path stops or turns before it (the frame there
      // shows the header as the finger left it).
      if (view.bar && typeof at === "number") {
        view.at = null; view.hidden = 0; view.parts = null; view.heading = 0; view.snapping = null;
        for (var k = 0; k <= index; k += 1) {
          steer(view, offsets[k]);
          if (k === index || !view.bar.snap) { continue; }
          var next = clampOf(view, offsets[k + 1]) - view.at, to = next * view.heading <= 0 ? snapTarget(view) : null;
          if (to === null) { continue; }
          view.hidden = to;
          if (next === 0) { view.path.push(view.at, view.at); view.heading = 0; }
        }
      }
    });
    if (current) { current.classList.remove("current"); }
    figure.classList.add("current");
    figure.removeAttribute("hidden");
    views.forEach(function (view) { if (view) { render(view); } });
    follow();
  }
  // The slider, buttons and keys of the frames take the page back to the frames.
  function deactivate() {
    if (!active) { return; }
    active = false;
    views.forEach(function (view) { if (view) { view.animation = null; view.snapping = null; } });
    figure.classList.remove("current");
    figure.setAttribute("hidden", "hidden");
    var frame = stage.querySelectorAll("figure.frame:not(#live)")[Number(slider.value) || 0];
    if (frame) { frame.classList.add("current"); }
  }
  slider.addEventListener("input", deactivate);
  ["prev", "next", "play"].forEach(function (id) {
    var button = document.getElementById(id);
    if (button) { button.addEventListener("click", deactivate, true); }
  });
  Array.prototype.forEach.call(document.querySelectorAll("button.jump"), function (button) {
    button.addEventListener("click", deactivate, true);
  });

  // MARK: moving
  // With estimated rows, the range in force once the bounds reach y: it always holds the
  // farthest offset, so a move from the top stops only at the end of the full range.
  function clampOf(view, y) {
    var r = view.realised ? (y > view.farthest ? rangeAt(view, Math.min(y, view.range[1])) : view.inForce) : view.range;
    return Math.min(Math.max(y, r[0]), r[1]);
  }
  function shownFor(view, finger) {
    // The finger's virtual offset, as the screen shows it: the rubber band past an edge.
    if (finger >= view.range[0] && finger <= view.range[1]) { return finger; }
    var edge = finger < view.range[0] ? view.range[0] : view.range[1];
    if (!view.physics.bounces) { return edge; }
    var b = view.physics.rubber(Math.abs(finger - edge), view.height);
    return finger < edge ? edge - b : edge + b;
  }
  var frameRequested = false;
  var stats = { frames: 0, scriptMs: 0, first: 0, last: 0 };
  function tick(now) {
    frameRequested = false;
    if (stats.frames === 0) { stats.first = now; }
    stats.frames += 1;
    stats.last = now;
    var began = performance.now();
    var moving = false;
    views.forEach(function (view) {
      if (!view) { return; }
      if (view.snapping) {
        snapStep(view, now);
        if (view.snapping) { moving = true; }
        render(view);
        return;
      }
      if (!view.animation) { return; }
      var a = view.animation, t = (now - a.start) / 1000;
      var y = a.at(t);
      if (t >= a.duration) { y = a.end; view.animation = a.next ? a.next(now) : null; }
      view.offset = y;
      render(view);
      // At rest once the fling (and any spring back) has ended: a snapping header snaps.
      if (view.animation || (!drag && startSnap(view, now))) { moving = true; }
    });
    follow();
    stats.scriptMs += performance.now() - began;
    if (moving) { request(); }
  }
  function request() { if (!frameRequested) { frameRequested = true; requestAnimationFrame(tick); } }

  // A coast from offset y at velocity v (points a second, in offsets), then the spring back
  // from past an edge, or a stop at it where the platform does not bounce.
  function fling(view, y, v, now) {
    var p = view.physics;
    if (y < view.range[0] || y > view.range[1]) { return springBack(view, y, now); }
    var c = p.coast(v), end = y + c.at(c.duration);
    var edge = end < view.range[0] ? view.range[0] : end > view.range[1] ? view.range[1] : null;
    if (edge === null) { return { start: now, duration: c.duration, at: function (t) { return y + c.at(t); }, end: end }; }
    // The moment the coast meets the edge, found by bisection.
    var lo = 0, hi = c.duration;
    for (var i = 0; i < 50; i += 1) { var mid = (lo + hi) / 2; if ((y + c.at(mid) - edge) * (end - edge) < 0) { lo = mid; } else { hi = mid; } }
    var hit = hi, speed = (c.at(hit + 0.001) - c.at(hit)) / 0.001;
    return { start: now, duration: hit, at: function (t) { return y + c.at(t); }, end: edge,
             next: p.bounces ? function (at) { return bounce(view, edge, speed, at); } : null };
  }
  function bounce(view, edge, v, now) {
    var x = view.physics.springFrom(0, v);
    return { start: now, duration: 1.5, at: function (t) { return edge + x(t); }, end: edge };
  }
  function springBack(view, y, now) {
    var edge = clampOf(view, y), x = view.physics.springFrom(y - edge, 0);
    return { start: now, duration: 1.5, at: function (t) { return edge + x(t); }, end: edge };
  }
  // A fling that comes to rest on `target` (keys): the release velocity solved by bisection.
  function flingTo(view, target, now) {
    var from = view.offset, distance = target - from;
    if (Math.abs(distance) < 0.01) { return; }
    var lo = 0, hi = 100000;
    for (var i = 0; i < 60; i += 1) {
      var mid = (lo + hi) / 2, c = view.physics.coast(mid);
      if (Math.abs(c.at(c.duration)) < Math.abs(distance)) { lo = mid; } else { hi = mid; }
    }
    var v = (distance < 0 ? -1 : 1) * hi, c2 = view.physics.coast(v);
    if (c2.duration === 0) { view.offset = target; render(view); startSnap(view, now); return; }
    view.animation = { start: now, duration: c2.duration, at: function (t) { return from + c2.at(t) * distance / c2.at(c2.duration); }, end: target };
  }

  // The finger: every variant follows the same finger, each by its own range and physics.
  var drag = null;
  function scaleOf() {
    var view = views.filter(function (v) { return v; })[0], box = view.svg.getBoundingClientRect();
    var vb = view.svg.viewBox.baseVal;
    return box.width > 0 && vb ? vb.width / box.width : 1;
  }
  function press(clientY, now) {
    activate();
    drag = { y: clientY, scale: scaleOf(), samples: [{ y: clientY, t: now }],
             from: views.map(function (v) { return v ? v.offset : 0; }) };
    // A touch stops a snap under way where it is (Flutter's maybeStopSnapAnimation).
    views.forEach(function (view) { if (view) { view.animation = null; view.snapping = null; } });
  }
  function move(clientY, now) {
    if (!drag) { return; }
    var delta = (drag.y - clientY) * drag.scale;
    drag.samples.push({ y: clientY, t: now });
    while (drag.samples.length > 2 && now - drag.samples[0].t > 100) { drag.samples.shift(); }
    views.forEach(function (view, k) {
      if (!view) { return; }
      view.offset = shownFor(view, drag.from[k] + delta);
      render(view);
    });
    follow();
  }
  function release(now) {
    if (!drag) { return; }
    var s = drag.samples, first = s[0], lastSample = s[s.length - 1], dt = (lastSample.t - first.t) / 1000;
    var v = dt > 0 && now - lastSample.t < 100 ? (first.y - lastSample.y) * drag.scale / dt : 0;
    drag = null;
    views.forEach(function (view) { if (view) { view.animation = fling(view, view.offset, v, now); } });
    request();
  }
  function onPhone(target) {
    return target && target.closest && target.closest("#stage figure.frame svg, #stage figure.live-view svg");
  }
  var usesPointer = "PointerEvent" in window;
  if (usesPointer) {
    stage.addEventListener("pointerdown", function (event) {
      if (!onPhone(event.target) || event.button > 0) { return; }
      event.preventDefault();
      if (stage.setPointerCapture) { try { stage.setPointerCapture(event.pointerId); } catch (e) { /* not capturable */ } }
      press(event.clientY, performance.now());
      figure.focus({ preventScroll: true });
    });
    stage.addEventListener("pointermove", function (event) { move(event.clientY, performance.now()); });
    stage.addEventListener("pointerup", function () { release(performance.now()); });
    stage.addEventListener("pointercancel", function () { release(performance.now()); });
  }
  // Touch, for browsers without pointer events, and where a touch arrives without them.
  stage.addEventListener("touchstart", function (event) {
    if (usesPointer || !onPhone(event.target)) { return; }
    press(event.touches[0].clientY, performance.now());
  }, { passive: true });
  stage.addEventListener("touchmove", function (event) {
    if (usesPointer || !drag) { return; }
    event.preventDefault();
    move(event.touches[0].clientY, performance.now());
  }, { passive: false });
  stage.addEventListener("touchend", function () { if (!usesPointer) { release(performance.now()); } });

  // The wheel and trackpads: the system already gives momentum, so each delta moves the
  // list directly, within its range. Each is a scroll that starts and ends, as Flutter's
  // `pointerScroll` makes it: a snapping header starts its snap, and the next delta stops it.
  stage.addEventListener("wheel", function (event) {
    if (!onPhone(event.target)) { return; }
    event.preventDefault();
    activate();
    var unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? views[0].height : 1;
    var delta = event.deltaY * unit * scaleOf();
    var snapping = false;
    views.forEach(function (view) {
      if (!view) { return; }
      view.animation = null;
      view.snapping = null;
      var from = view.offset;
      view.offset = clampOf(view, view.offset + delta);
      render(view);
      if (view.offset !== from && startSnap(view, performance.now())) { snapping = true; }
    });
    follow();
    if (snapping) { request(); }
  }, { passive: false });

  // Keys while the live view has focus: space and Page Down a screen down (shift-space, Page
  // Up up), the arrows 40 pt, Home and End the ends; each a fling that rests there.
  figure.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    var now = performance.now();
    var handled = true;
    views.forEach(function (view) {
      if (!view) { return; }
      var page = view.height * 0.9, y = view.offset, target;
      if (event.key === " " || event.key === "PageDown") { target = y + (event.shiftKey && event.key === " " ? -page : page); }
      else if (event.key === "PageUp") { target = y - page; }
      else if (event.key === "ArrowDown") { target = y + 40; }
      else if (event.key === "ArrowUp") { target = y - 40; }
      else if (event.key === "Home") { target = view.range[0]; }
      else if (event.key === "End") { target = view.range[1]; }
      else { handled = false; return; }
      view.snapping = null;
      flingTo(view, clampOf(view, target), now);
    });
    if (!handled) { return; }
    event.preventDefault();
    event.stopPropagation();
    activate();
    request();
  });
  // `rest`: the view at rest where it is (a snapping header snaps), for tests and tools.
  function rest(view) { if (startSnap(view, performance.now())) { request(); } }
  window.mockgenLive = { views: views, activate: activate, render: render, follow: follow, rest: rest, stats: stats };
})();
