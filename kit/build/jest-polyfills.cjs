// jsdom has no matchMedia; the theme follows prefers-color-scheme through it.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom lays nothing out: every offsetParent is null and the body measures 0 x 0, so Fluent's focus
// manager (Tabster) takes every element for invisible. A dialog then finds no field to focus, focuses
// its own surface, and whether its focus trap switches on (and the page behind it stays readable to
// queries) depends on timers, failing on a busy machine. A browser finds the first field; so does
// this: an element is laid out while it and its ancestors are shown, in a body of a desktop's size.
function laidOutParent(element) {
  if (!element.isConnected || element === document.body || element === document.documentElement) return null;
  for (let shown = element; shown; shown = shown.parentElement) {
    if (shown.hidden || window.getComputedStyle(shown).display === 'none') return null;
  }
  return element.parentElement;
}
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get() {
    return laidOutParent(this);
  },
});
HTMLBodyElement.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return DOMRect.fromRect({ x: 0, y: 0, width: 1280, height: 800 });
};
