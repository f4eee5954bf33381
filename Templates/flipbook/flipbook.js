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
  Array.prototype.forEach.call(document.querySelectorAll("input[data-overlay]"), function (box) {
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
