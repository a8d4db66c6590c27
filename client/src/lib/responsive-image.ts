/**
 * The widths the server serves an upload at (`/uploads/<key>?w=480`) besides its own; the list
 * lives in server/src/platform/files/image-variants.ts, and the server refuses any other width.
 */
const VARIANT_WIDTHS = [160, 320, 480, 720, 960, 1280, 1700];

/** `sizes` of a card in the three-column catalogue grids (one column on a phone, in a Container). */
export const CARD_GRID_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 46vw, calc(100vw - 32px)';

/**
 * The `<ul>` of those grids (the columns CARD_GRID_SIZES describes). Items past the first row are
 * laid out, and their images fetched, only as they come near the screen: on a phone the whole list
 * at once held back the first paint and the first image. `itemHeight` reserves their space.
 */
/** Cards in a grid's first row (three columns on a wide screen) are likely above the fold. */
export const CARD_GRID_FIRST_ROW = 3;

export function cardGridSx(itemHeight: number) {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: { xs: 2.5, md: 3 },
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
    '& > li': { minWidth: 0 },
    [`& > li:nth-of-type(n+${CARD_GRID_FIRST_ROW + 1})`]: { contentVisibility: 'auto', containIntrinsicSize: `auto ${itemHeight}px` },
  } as const;
}

/**
 * The `srcset` of an uploaded image whose own width is `naturalWidth`: a phone downloads a copy
 * about its size, not the desktop original. Images stored elsewhere (a CDN) have none.
 */
export function uploadSrcSet(src: string, naturalWidth: number): string | undefined {
  if (!src.startsWith('/uploads/')) return undefined;
  const smaller = VARIANT_WIDTHS.filter((width) => width < naturalWidth);
  return [...smaller.map((width) => `${src}?w=${width} ${width}w`), `${src} ${naturalWidth}w`].join(', ');
}
