import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { uploadSrcSet } from '@/lib/responsive-image';
import { instead } from '@/lib/section-scroll';
import { FOCUS_RING } from '@/lib/theme';
import { GUIDE_IMAGE_HEIGHT, GUIDE_IMAGE_WIDTH, type Guide } from '../guide-steps';
import type { ZoomedImage } from './guide-image-dialog';

/** The enlarged view loads on the first tap on a screenshot: nothing of it on the first visit. */
const GuideImageDialog = lazy(async () => ({ default: (await import('./guide-image-dialog')).GuideImageDialog }));

/**
 * A screenshot's width across its outlined step, in the page's `md` Container (16 px padding on a
 * phone, 24 px from 600 px, 900 px at most): a phone fetches a copy near its own width.
 */
const STEP_IMAGE_SIZES = '(min-width: 900px) 850px, (min-width: 600px) calc(100vw - 50px), calc(100vw - 34px)';

/**
 * The numbered steps of one guide, each a caption above its screenshot. A screenshot is a link to
 * the image itself (it opens without JavaScript); once the page's code runs, a tap or click
 * enlarges it in a dialog instead.
 */
export function GuideStepList({ guide }: { guide: Guide }) {
  const [zoomed, setZoomed] = useState<ZoomedImage | null>(null);
  const [open, setOpen] = useState(false);
  const imageOf = (number: number, src: string): ZoomedImage => ({ src, alt: `تصویر مرحله ${formatNumber(number)} ${guide.title}` });
  const zoom = (image: ZoomedImage) => {
    setZoomed(image);
    setOpen(true);
  };
  return (
    <>
      <Stack component="ol" spacing={4} aria-label={`مراحل ${guide.title}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {guide.steps.map((step) => (
          <Paper
            key={step.number}
            id={`step-${step.number}`}
            component="li"
            variant="outlined"
            data-testid="guide-step"
            sx={{ overflow: 'hidden' }}
          >
            <Stack direction="row" spacing={2} sx={{ p: { xs: 2, sm: 3 }, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  fontSize: '1.15rem',
                }}
              >
                {formatNumber(step.number)}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                  مرحله {formatNumber(step.number)}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{step.caption}</Typography>
              </Box>
            </Stack>
            <Box
              component="a"
              href={step.image}
              role="button"
              aria-haspopup="dialog"
              aria-label={`بزرگ‌نمایی تصویر مرحله ${formatNumber(step.number)}`}
              onClick={instead(() => zoom(imageOf(step.number, step.image)))}
              // A button opens with Space too (a link only with Enter).
              onKeyDown={(event) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                zoom(imageOf(step.number, step.image));
              }}
              sx={{ display: 'block', cursor: 'zoom-in', '&:focus-visible': { ...FOCUS_RING, outlineOffset: -3 } }}
            >
              <Box
                component="img"
                src={step.image}
                srcSet={uploadSrcSet(step.image, GUIDE_IMAGE_WIDTH)}
                sizes={STEP_IMAGE_SIZES}
                alt={`تصویر مرحله ${formatNumber(step.number)} ${guide.title}`}
                width={GUIDE_IMAGE_WIDTH}
                height={GUIDE_IMAGE_HEIGHT}
                // The first screenshot is in view on arrival; the rest wait until the visitor scrolls.
                loading={step.number === 1 ? 'eager' : 'lazy'}
                fetchPriority={step.number === 1 ? 'high' : 'auto'}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: `${GUIDE_IMAGE_WIDTH} / ${GUIDE_IMAGE_HEIGHT}`,
                  bgcolor: 'grey.100',
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              />
            </Box>
          </Paper>
        ))}
      </Stack>
      {zoomed && (
        <Suspense fallback={null}>
          <GuideImageDialog image={zoomed} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
