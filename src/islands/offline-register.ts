/**
 * Offline reading, the part every page loads (tiny: it counts against the pages' script
 * budget). Registers the service worker once the page has loaded, and loads the footer's
 * `<offline-status>` island (offline-status.ts, built by scripts/build-offline.ts to
 * `/offline-status.js`, so that no loader for Vite's chunks comes with it) when the footer
 * comes into view. Built sites only (the dev server has neither file); browsers without
 * service workers get neither.
 */
const container = navigator.serviceWorker;
const footer = document.querySelector('footer');
if (import.meta.env.PROD && container && footer) {
  addEventListener('load', () => void container.register('/sw.js').catch(() => {}));
  const island = '/offline-status.js';
  new IntersectionObserver((seen, observer) => {
    if (seen.some((e) => e.isIntersecting))
      void import(/* @vite-ignore */ island).then(
        () => observer.disconnect(),
        () => {},
      );
  }).observe(footer);
}
