// Taps on a server-rendered page's main actions (a product's Add to cart, Buy now) made before the
// app has taken those buttons over are kept instead of lost: a slow phone shows the page seconds
// before the app's JavaScript runs, and even once the app runs, a part of the page (the product's
// buy box) is taken over a moment after the rest. Each tapped action's name (its
// `data-early-tap`) is kept once, in order, and the tap goes no further (React must not answer it
// as well); the app runs them when the action is live (src/lib/earlyTaps.ts). An action is live
// from the moment the app has taken its button over (its name in `__haatLiveTaps`): React then
// answers every tap on it itself. A file, not inline: the Content-Security-Policy allows scripts
// from the shop's own origin only.
(function () {
  var taps = (window.__haatEarlyTaps = window.__haatEarlyTaps || []);
  var live = (window.__haatLiveTaps = window.__haatLiveTaps || []);
  document.addEventListener(
    'click',
    function (event) {
      var target =
        event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
      if (!target || target.disabled) return;
      var name = target.getAttribute('data-early-tap');
      if (live.indexOf(name) !== -1) return;
      event.preventDefault();
      event.stopPropagation();
      if (taps.indexOf(name) === -1) taps.push(name);
      target.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
