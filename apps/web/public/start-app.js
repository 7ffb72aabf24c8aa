// Fetches and starts the app's JavaScript on a page the server rendered once the page has been
// painted: the page needs no script to be seen, so a phone's slow connection brings the page and
// its main picture first, and its main thread paints them before evaluating the app's code
// (hundreds of milliseconds on a slow phone). The server writes this script in place of the
// build's entry script and module preloads, with the entry's address (`data-entry`) and the code
// it loads, the page's route included (`data-modules`), which are then preloaded together
// (apps/server/src/render/page-template.ts). Taps made meanwhile are kept by early-taps.js.
// The app starts:
// - once the page's largest paint so far is the page's main picture (`fetchpriority="high"`), or,
//   on a page without one, once anything has been painted (a frame drawn once the picture has
//   loaded is not enough: a picture is shown only after it has been decoded, often frames later);
// - where the browser reports no largest paints, after the main picture has loaded and a frame
//   has been drawn; at once when the main picture fails;
// - at the latest 3 s after this script runs (a tab opened in the background paints nothing, and
//   a page whose largest paint is not its main picture never reports it).
// A file, not inline: the Content-Security-Policy allows scripts from the shop's own origin only.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // All of the code at once (the entry's imports would otherwise be found one after another).
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  setTimeout(start, 3000);
  function mainPicture() {
    return document.querySelector('img[fetchpriority="high"]');
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') !== -1) {
    new PerformanceObserver(function (list) {
      var picture = mainPicture();
      list.getEntries().forEach(function (paint) {
        if (!picture || paint.element === picture) start();
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  document.addEventListener('DOMContentLoaded', function () {
    var picture = mainPicture();
    // A picture that fails is never painted.
    if (picture) picture.addEventListener('error', start);
    if (types.indexOf('largest-contentful-paint') !== -1) return;
    if (!picture || picture.complete) return afterFrame();
    picture.addEventListener('load', afterFrame);
  });
})();
