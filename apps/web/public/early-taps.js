// Taps on a server-rendered page's main actions (a product's Add to cart, Buy now) made before the
// app's JavaScript has arrived are kept instead of lost: a slow phone shows the page seconds before
// the app takes it over. Each tapped action's name (its `data-early-tap`) is kept once, in order;
// the app runs them when the button is live (src/lib/earlyTaps.ts), and from the moment the app is
// live (`data-app-live` on <html>) React answers every tap itself. A file, not inline: the
// Content-Security-Policy allows scripts from the shop's own origin only.
(function () {
  var taps = (window.__haatEarlyTaps = window.__haatEarlyTaps || []);
  document.addEventListener(
    'click',
    function (event) {
      if (document.documentElement.hasAttribute('data-app-live')) return;
      var target =
        event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
      if (!target || target.disabled) return;
      event.preventDefault();
      var name = target.getAttribute('data-early-tap');
      if (taps.indexOf(name) === -1) taps.push(name);
      target.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
