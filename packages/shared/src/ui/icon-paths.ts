// The drawings of the icons both sides show: the web app's icon components (apps/web/src/components/ui/icons)
// and the pages the server writes whole (apps/server/src/modules/public-pages/page-shell.ts) draw from these
// constants, so an icon is drawn once. One constant per icon: the web bundler keeps only those a page draws.

/** A line icon: the `d` of each path, drawn in a 24 × 24 box with a 2 px round stroke in currentColor. */
export type TLineIcon = readonly string[];

/** One shape of a coloured drawing, with its own paint. */
export type TIconShape = {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeLinecap?: 'round';
  opacity?: number;
};

/** A coloured drawing (the product mark): its box and its shapes, painted in their own colours. */
export type TColouredIcon = { viewBox: string; shapes: readonly TIconShape[] };

export const LINE_ICON_VIEW_BOX = '0 0 24 24';

export const HOME_ICON_PATHS: TLineIcon = ['M3 10.5 12 3l9 7.5', 'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5'];

export const CHAT_ICON_PATHS: TLineIcon = ['M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z', 'M8.5 10.5h7M8.5 13.5h4.5'];

export const STORE_ICON_PATHS: TLineIcon = [
  'M4 9.5 5.5 4h13L20 9.5',
  'M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0',
  'M5 12.5V20h14v-7.5',
  'M10 20v-4.5h4V20',
];

/** A circle of radius 9 round the centre, then the « i ». */
export const INFO_ICON_PATHS: TLineIcon = ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M12 11v5.5M12 7.6v.1'];

const SCORING = { fill: 'none', stroke: '#8a4a16', strokeWidth: 3, strokeLinecap: 'round' } as const;

/** The product mark: a loaf with its scoring on a crust-brown tile, in brand colours (not currentColor). */
export const BREAD_MARK: TColouredIcon = {
  viewBox: '0 0 64 64',
  shapes: [
    { d: 'M14 0h36a14 14 0 0 1 14 14v36a14 14 0 0 1-14 14H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0z', fill: '#7a4420' },
    { d: 'M12 38c0-11.6 9-19 20-19s20 7.4 20 19c0 3.3-2.7 6-6 6H18c-3.3 0-6-2.7-6-6z', fill: '#f2b84b' },
    { d: 'M22 27l4 7', ...SCORING },
    { d: 'M31 25l3 8', ...SCORING },
    { d: 'M40 27l3 7', ...SCORING },
    { d: 'M15.75 47h32.5a1.75 1.75 0 0 1 0 3.5h-32.5a1.75 1.75 0 0 1 0-3.5z', fill: '#fbf6ec', opacity: 0.85 },
  ],
};
