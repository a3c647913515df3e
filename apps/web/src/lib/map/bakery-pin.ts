// The red pin of one bakery on a small map (the bakery page's map and the directions map): an image
// named after the bakery, anchored at its tip.
const PIN_SVG =
  '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 39 16 39s15-12.4 15-23.2C31 7.6 24.3 1 16 1z" fill="#c0281f" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>';

/** A pin element with `className`, read by screen readers as the bakery's name. */
export function bakeryPinElement(name: string, className: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', name);
  element.innerHTML = PIN_SVG;
  return element;
}
