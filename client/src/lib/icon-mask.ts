/** Paths of the Material icons drawn by `iconMask`, as @mui/icons-material draws them. */
export const ICON_PATHS = {
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  openInNew:
    'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
} as const;

/**
 * A decorative icon as a pseudo-element's styles: a mask of the icon filled with the text colour.
 * For icons repeated on every card or chip of a list, where an SvgIcon each (47 on the catalogue)
 * was a measurable part of what a phone hydrates, and of the HTML it parses.
 */
export function iconMask(path: string, size: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`;
  return {
    content: '""',
    flexShrink: 0,
    width: size,
    height: size,
    backgroundColor: 'currentColor',
    mask: `url("data:image/svg+xml,${encodeURIComponent(svg)}") center / contain no-repeat`,
  } as const;
}
