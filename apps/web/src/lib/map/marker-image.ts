/**
 * A marker's element, read by assistive technology as one image named `label`; `html` draws it
 * (its own parts are marked aria-hidden).
 */
export function markerImage(className: string, label: string, html = ''): HTMLDivElement {
  const element = document.createElement('div');
  element.className = className;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.innerHTML = html;
  return element;
}
