// Starts the web app once the page's first frame is painted (docs/decisions.md, "The first
// frame before the app"): the page already shows the header and the first screen, so the app's
// scripts are asked for after that paint instead of competing with it. index.html names the
// entry and the modules it needs (vite.config.ts writes them here at build time).
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var modules = (me.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame; and in any case soon (a tab opened in the background paints no frame).
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
