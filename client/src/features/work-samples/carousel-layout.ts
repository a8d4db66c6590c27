/**
 * Slides per view from a minimum viewport width up, as the owner listed them: one slide on
 * phones, two from 640 px (768 too), three from 1024 px (1440 and above too).
 */
export const CAROUSEL_BREAKPOINTS: ReadonlyArray<{ minWidth: number; slides: number }> = [
  { minWidth: 0, slides: 1 },
  { minWidth: 640, slides: 2 },
  { minWidth: 768, slides: 2 },
  { minWidth: 1024, slides: 3 },
  { minWidth: 1440, slides: 3 },
];

/** How many slides fit side by side in a viewport of this width. */
export function slidesPerView(viewportWidth: number): number {
  let slides = CAROUSEL_BREAKPOINTS[0].slides;
  for (const breakpoint of CAROUSEL_BREAKPOINTS) if (viewportWidth >= breakpoint.minWidth) slides = breakpoint.slides;
  return slides;
}

/** The slide's flex basis on phones and at each breakpoint, as a style object for `sx`. */
export function slideBasisStyles(): Record<string, string | { flexBasis: string }> {
  const styles: Record<string, string | { flexBasis: string }> = {};
  for (const { minWidth, slides } of CAROUSEL_BREAKPOINTS) {
    const flexBasis = `${(100 / slides).toFixed(4)}%`;
    if (minWidth === 0) styles.flexBasis = flexBasis;
    else styles[`@media (min-width: ${minWidth}px)`] = { flexBasis };
  }
  return styles;
}
