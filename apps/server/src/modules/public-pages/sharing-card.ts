// The sharing image of a bakery that has neither a photo nor a logo (docs/public-pages.md, "Sharing
// image"): a 1200 × 630 PNG with its name and town on the brand's cream, drawn with the fonts
// shipped in assets/fonts so that it looks the same on any server, whatever fonts it has.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { escapeHtml } from '../../lib/html.js';

/** The size link previews expect for a large image (OpenGraph, Twitter summary_large_image). */
export const SHARING_CARD_SIZE = { width: 1200, height: 630 } as const;

const FONTS = new URL('../../../assets/fonts/', import.meta.url);
const SERIF_BOLD = { family: 'DejaVu Serif Bold', file: fileURLToPath(new URL('DejaVuSerif-Bold.ttf', FONTS)) };
const SANS = { family: 'DejaVu Sans', file: fileURLToPath(new URL('DejaVuSans.ttf', FONTS)) };

/** The brand's colours (apps/web/src/styles/tokens.css). */
const COLOURS = { flour: '#fbf6ec', crust: '#7a4420', crustDark: '#3b2314', wheat: '#f2b84b', ink: '#4a4037' } as const;

const MARGIN = 96;
const TEXT_WIDTH = SHARING_CARD_SIZE.width - 2 * MARGIN;
/** The name and the town line sit centred between the brand line and the bottom band. */
const BLOCK_TOP = 170;
const BLOCK_BOTTOM = 510;
const TOWN_GAP = 28;
/** Room for three lines of the name at its usual size; a longer name is drawn smaller to fit. */
const NAME_MAX_HEIGHT = 250;
const BAND_HEIGHT = 96;

export type SharingCardFacts = { id: number; nom: string; ville: string; codePostal: string };

/** Changes when what the card shows changes, so that a renamed bakery's previews ask for a new image. */
export function sharingCardVersion(facts: SharingCardFacts): string {
  return createHash('sha256')
    .update(JSON.stringify([facts.nom, facts.ville, facts.codePostal]))
    .digest('hex')
    .slice(0, 12);
}

export function sharingCardPath(facts: SharingCardFacts): string {
  return `/og/boulangerie/${facts.id}.png?v=${sharingCardVersion(facts)}`;
}

type TextLayer = { input: Buffer; height: number; width: number };

/** One block of text, as a transparent PNG at most `width` wide (Pango wraps it by words). */
async function text(
  content: string,
  font: { family: string; file: string },
  size: number,
  colour: string,
  box: { width: number; height?: number },
): Promise<TextLayer> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeHtml(content)}</span>`,
      font: box.height ? font.family : `${font.family} ${size}`,
      fontfile: font.file,
      width: box.width,
      ...(box.height ? { height: box.height } : {}),
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The name at its usual size, or drawn smaller when it would take more than three lines. */
async function nameLayer(nom: string): Promise<TextLayer> {
  const usual = await text(nom, SERIF_BOLD, 64, COLOURS.crustDark, { width: TEXT_WIDTH });
  return usual.height <= NAME_MAX_HEIGHT
    ? usual
    : text(nom, SERIF_BOLD, 64, COLOURS.crustDark, { width: TEXT_WIDTH, height: NAME_MAX_HEIGHT });
}

function background(): Buffer {
  const { width, height } = SHARING_CARD_SIZE;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${COLOURS.flour}"/>` +
      `<circle cx="${MARGIN + 22}" cy="${MARGIN + 20}" r="22" fill="${COLOURS.wheat}"/>` +
      `<rect y="${height - BAND_HEIGHT}" width="${width}" height="${BAND_HEIGHT}" fill="${COLOURS.crust}"/>` +
      '</svg>',
  );
}

/** The card of one bakery, as PNG bytes; `host` is the site's address shown at the bottom. */
export async function renderSharingCard(facts: SharingCardFacts, host: string): Promise<Buffer> {
  const town = [facts.ville.trim(), facts.codePostal.trim() ? `(${facts.codePostal.trim()})` : ''].filter(Boolean).join(' ');
  const [brand, name, townLine, footer] = await Promise.all([
    text('Fournil', SERIF_BOLD, 34, COLOURS.crust, { width: 400 }),
    nameLayer(facts.nom),
    text(town ? `Boulangerie à ${town}` : 'Boulangerie', SANS, 34, COLOURS.ink, { width: TEXT_WIDTH }),
    text(`${host} · le pain frais près de chez vous, en direct`, SANS, 26, COLOURS.flour, { width: TEXT_WIDTH }),
  ]);
  const { height } = SHARING_CARD_SIZE;
  const nameTop = BLOCK_TOP + Math.max(0, Math.round((BLOCK_BOTTOM - BLOCK_TOP - (name.height + TOWN_GAP + townLine.height)) / 2));
  return sharp(background())
    .composite([
      { input: brand.input, left: MARGIN + 60, top: MARGIN + 20 - Math.round(brand.height / 2) },
      { input: name.input, left: MARGIN, top: nameTop },
      { input: townLine.input, left: MARGIN, top: nameTop + name.height + TOWN_GAP },
      { input: footer.input, left: MARGIN, top: height - BAND_HEIGHT + Math.round((BAND_HEIGHT - footer.height) / 2) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
