// The app's icons as SVG markup, drawn from the same constants as the web app's icon components
// (packages/shared/src/ui/icon-paths.ts): the server-written pages show the very same icons.
import { LINE_ICON_VIEW_BOX, type TColouredIcon, type TIconShape, type TLineIcon } from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';

/** Decorative, like the app's: hidden from assistive technology, the text beside it carries the meaning. */
const HIDDEN = 'aria-hidden="true" focusable="false"';

function attributes(extra: Record<string, string | number | undefined>): string {
  return Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
}

/** A line icon as the web app's `Icon` draws it (24 × 24, 2 px round stroke in currentColor). */
export function lineIconSvg(paths: TLineIcon, extra: Record<string, string | number | undefined> = {}): string {
  return [
    `<svg viewBox="${LINE_ICON_VIEW_BOX}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ${HIDDEN}${attributes(extra)}>`,
    ...paths.map((d) => `<path d="${d}"></path>`),
    '</svg>',
  ].join('');
}

function shapeSvg({ d, fill, stroke, strokeWidth, strokeLinecap, opacity }: TIconShape): string {
  return `<path${attributes({ d, fill, stroke, 'stroke-width': strokeWidth, 'stroke-linecap': strokeLinecap, opacity })}></path>`;
}

/** A coloured drawing (the product mark) in its own colours. */
export function colouredIconSvg(icon: TColouredIcon, extra: Record<string, string | number | undefined> = {}): string {
  return `<svg viewBox="${icon.viewBox}" ${HIDDEN}${attributes(extra)}>${icon.shapes.map(shapeSvg).join('')}</svg>`;
}
