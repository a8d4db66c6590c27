import { uploadSrcSet } from './responsive-image';

describe('uploadSrcSet', () => {
  it('offers the smaller copies the server makes and the original at its own width', () => {
    expect(uploadSrcSet('/uploads/themes/a.webp', 1200)).toBe(
      '/uploads/themes/a.webp?w=160 160w, /uploads/themes/a.webp?w=320 320w, /uploads/themes/a.webp?w=480 480w, ' +
        '/uploads/themes/a.webp?w=720 720w, /uploads/themes/a.webp?w=960 960w, /uploads/themes/a.webp 1200w',
    );
  });

  it('never offers a copy wider than the original', () => {
    expect(uploadSrcSet('/uploads/themes/a-mobile.webp', 390)).toBe(
      '/uploads/themes/a-mobile.webp?w=160 160w, /uploads/themes/a-mobile.webp?w=320 320w, /uploads/themes/a-mobile.webp 390w',
    );
  });

  it('leaves images served from elsewhere as they are', () => {
    expect(uploadSrcSet('https://cdn.example.com/themes/a.webp', 1200)).toBeUndefined();
  });
});
