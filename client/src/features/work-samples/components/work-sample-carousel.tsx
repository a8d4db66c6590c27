import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { toPersianDigits } from '@/lib/format';
import { slideBasisStyles } from '../carousel-layout';
import { useWorkSamples } from '../use-work-samples';
import { WorkSampleCard, WorkSampleCardSkeleton } from './work-sample-card';

/** The home page shows every active sample the demo has, without paging. */
const CAROUSEL_SIZE = 12;
/** Gap between slides, in px. */
const SPACING = 24;

const slideSx = { flexGrow: 0, flexShrink: 0, minWidth: 0, paddingLeft: `${SPACING}px`, ...slideBasisStyles() };

/** The home page's work-samples carousel: right to left, with previous/next buttons and a way to the full list. */
export function WorkSampleCarousel() {
  const { result, loading } = useWorkSamples(1, CAROUSEL_SIZE);
  const samples = result?.items ?? [];
  const [viewportRef, embla] = useEmblaCarousel({ direction: 'rtl', align: 'start', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const headingId = useId();

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const empty = !loading && samples.length === 0;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 6, md: 8 } }}>
      <Container>
        <Stack spacing={1} sx={{ textAlign: 'center', mb: { xs: 4, md: 5 } }}>
          <Typography id={headingId} variant="h2">
            نمونه کارهای ما
          </Typography>
          <Typography color="text.secondary">سایت‌هایی که برای کسب‌وکارهای کوچک ساخته‌ایم و هر روز مشتری جذب می‌کنند.</Typography>
        </Stack>

        {empty ? (
          <EmptyState title="هیچ نمونه کاری موجود نیست." />
        ) : (
          <Box
            role="region"
            aria-roledescription="کاروسل"
            aria-label="اسلایدهای نمونه کار"
            aria-busy={loading}
            ref={viewportRef}
            sx={{ overflow: 'hidden' }}
          >
            {/* The negative margin cancels the first slide's gap; emotion mirrors both for right to left. */}
            <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', marginLeft: `-${SPACING}px` }}>
              {loading && samples.length === 0
                ? [0, 1, 2].map((i) => (
                    <Box key={i} sx={slideSx}>
                      <WorkSampleCardSkeleton />
                    </Box>
                  ))
                : samples.map((sample, index) => (
                    <Box
                      key={sample.id}
                      role="group"
                      aria-roledescription="اسلاید"
                      aria-label={`${toPersianDigits(index + 1)} از ${toPersianDigits(samples.length)}`}
                      data-testid="carousel-slide"
                      sx={slideSx}
                    >
                      <WorkSampleCard sample={sample} />
                    </Box>
                  ))}
            </Box>
          </Box>
        )}

        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center', mt: { xs: 4, md: 5 } }}>
          {!empty && (
            // In a right-to-left carousel "previous" lies to the right, so its arrow points right.
            <IconButton aria-label="نمونه کار قبلی" onClick={() => embla?.scrollPrev()} disabled={!canPrev} sx={navButtonSx}>
              <ChevronRightIcon />
            </IconButton>
          )}
          <Button
            component={RouterLink}
            to={paths.workSamples}
            variant="outlined"
            size="large"
            endIcon={<ArrowBackIcon />}
            sx={{ bgcolor: 'background.paper' }}
          >
            مشاهده همه نمونه کارها
          </Button>
          {!empty && (
            <IconButton aria-label="نمونه کار بعدی" onClick={() => embla?.scrollNext()} disabled={!canNext} sx={navButtonSx}>
              <ChevronLeftIcon />
            </IconButton>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

const navButtonSx = {
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'grey.100' },
} as const;
