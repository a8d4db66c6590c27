import { slideBasisStyles, slidesPerView } from './carousel-layout';

describe('slidesPerView', () => {
  it.each([
    [320, 1],
    [390, 1],
    [639, 1],
    [640, 2],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
    [1440, 3],
    [2560, 3],
  ])('shows the right number of slides at %i px', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });
});

describe('slideBasisStyles', () => {
  it('gives a full-width slide on phones and narrower ones from each breakpoint up', () => {
    const styles = slideBasisStyles();
    expect(styles.flexBasis).toBe('100.0000%');
    expect(styles['@media (min-width: 640px)']).toEqual({ flexBasis: '50.0000%' });
    expect(styles['@media (min-width: 768px)']).toEqual({ flexBasis: '50.0000%' });
    expect(styles['@media (min-width: 1024px)']).toEqual({ flexBasis: '33.3333%' });
    expect(styles['@media (min-width: 1440px)']).toEqual({ flexBasis: '33.3333%' });
  });
});
