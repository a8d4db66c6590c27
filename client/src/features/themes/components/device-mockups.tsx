import Box from '@mui/material/Box';
import { uploadSrcSet } from '@/lib/responsive-image';

/** Desktop screenshots are 1200x750 and phone screenshots 390x780 (the demo catalogue's sizes). */
const DESKTOP = { width: 1200, height: 750 };
const PHONE = { width: 390, height: 780 };

interface MockupProps {
  src: string;
  alt: string;
  /** Below the fold the image waits until the visitor scrolls near it. */
  lazy?: boolean;
  /** The width it is shown at (the `sizes` attribute), so a phone fetches a copy of that size. */
  sizes: string;
}

/** A desktop screenshot inside a browser window: title bar, three dots and an address bar. */
export function BrowserMockup({ src, alt, lazy = true, sizes }: MockupProps) {
  return (
    <Box
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'grey.300',
        bgcolor: 'background.paper',
        boxShadow: '0 12px 32px rgba(15, 23, 42, 0.14)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.5,
          height: 28,
          bgcolor: 'grey.100',
          borderBottom: 1,
          borderColor: 'grey.200',
        }}
      >
        {['#f87171', '#fbbf24', '#34d399'].map((color) => (
          <Box key={color} sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
        ))}
        <Box sx={{ flexGrow: 1, height: 12, mx: 1.5, borderRadius: 6, bgcolor: 'background.paper', border: 1, borderColor: 'grey.200' }} />
      </Box>
      <Box
        component="img"
        src={src}
        srcSet={uploadSrcSet(src, DESKTOP.width)}
        sizes={sizes}
        alt={alt}
        width={DESKTOP.width}
        height={DESKTOP.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${DESKTOP.width} / ${DESKTOP.height}`, objectFit: 'cover' }}
      />
    </Box>
  );
}

/** A phone screenshot inside a handset: thick rounded bezel and a notch. */
export function PhoneMockup({ src, alt, lazy = true, sizes }: MockupProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        p: '5%',
        pt: '14%',
        pb: '10%',
        borderRadius: '18% / 9%',
        bgcolor: '#0f172a',
        boxShadow: '0 12px 28px rgba(15, 23, 42, 0.35)',
      }}
    >
      <Box aria-hidden sx={{ position: 'absolute', top: '5%', insetInline: '38%', height: '2.5%', borderRadius: 4, bgcolor: '#334155' }} />
      <Box
        component="img"
        src={src}
        srcSet={uploadSrcSet(src, PHONE.width)}
        sizes={sizes}
        alt={alt}
        width={PHONE.width}
        height={PHONE.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${PHONE.width} / ${PHONE.height}`,
          objectFit: 'cover',
          borderRadius: '8% / 4%',
        }}
      />
    </Box>
  );
}
