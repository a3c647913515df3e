import type { TBreadStatus } from '@fournil/shared';

export type TMapBakery = {
  id: number;
  nom: string;
  latitude: number;
  longitude: number;
  status: TBreadStatus;
  /** The opening label of the shared status (« Fermé pour congés annuels jusqu'au 31 août »…), heard after the status; null when the status says it. */
  opening?: string | null;
};

const SVG_NS = 'http://www.w3.org/2000/svg';

// A pin with a white disc and a glyph that differs by status, so the colour is never the only cue.
const PIN_PATH = 'M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 39 16 39s15-12.4 15-23.2C31 7.6 24.3 1 16 1z';
const GLYPHS: Record<TBreadStatus['color'], string> = {
  green: 'M11.5 16.2l3.1 3.1 6-6.3',
  red: 'M12.2 12.2l7.6 7.6M19.8 12.2l-7.6 7.6',
  grey: 'M11.5 16h9',
  // A question mark: nobody has told (a listing's hours or bread), docs/open-data.md.
  blue: 'M13 13.4a3 3 0 1 1 4.2 2.8c-.8.4-1.2 1-1.2 1.8v.6M16 21.4v.2',
};

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

export function markerLabel(bakery: Pick<TMapBakery, 'nom' | 'status' | 'opening'>, fallbackName: string): string {
  const name = `${bakery.nom.trim() || fallbackName} — ${bakery.status.label}`;
  return bakery.opening ? `${name} (${bakery.opening})` : name;
}

/** A keyboard-focusable button marker; `update` sets its colour, glyph and accessible name. */
export function createBakeryMarkerElement(onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'bakery-marker';
  const svg = svgElement('svg', { viewBox: '0 0 32 40', width: '32', height: '40', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svgElement('path', { d: PIN_PATH, class: 'bakery-marker__pin' }),
    svgElement('circle', { cx: '16', cy: '16', r: '8.5', class: 'bakery-marker__disc' }),
    svgElement('path', { d: GLYPHS.grey, class: 'bakery-marker__glyph' }),
  );
  button.append(svg);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return button;
}

export function updateBakeryMarkerElement(button: HTMLElement, bakery: TMapBakery, fallbackName: string): void {
  const label = markerLabel(bakery, fallbackName);
  if (button.getAttribute('aria-label') !== label) {
    button.setAttribute('aria-label', label);
    button.title = label;
  }
  button.dataset.status = bakery.status.color;
  button.dataset.bakeryId = String(bakery.id);
  button.querySelector('.bakery-marker__glyph')?.setAttribute('d', GLYPHS[bakery.status.color]);
}

/** The place found by the address search: a small flag (an image for assistive technology). */
export function createPlaceMarkerElement(label: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'place-marker';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.innerHTML =
    '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true" focusable="false"><path d="M12 1C5.9 1 1 5.8 1 11.8 1 20 12 31 12 31s11-11 11-19.2C23 5.8 18.1 1 12 1z" fill="#3b2314" stroke="#fff" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="#f2b84b"/></svg>';
  return element;
}

/** The visitor's position: a blue dot (an image for assistive technology). */
export function createUserMarkerElement(label: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'user-marker';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  return element;
}
