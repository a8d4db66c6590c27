import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { CARD_GRID_FIRST_ROW, cardGridSx } from '@/lib/responsive-image';
import { pageFromSearch, searchForPage } from '../page-param';
import { useWorkSamples } from '../use-work-samples';
import { WorkSampleCard, WorkSampleCardSkeleton } from './work-sample-card';

const SKELETON_COUNT = 6;

/** A page of the portfolio's address: the server renders it, so the pager works without JavaScript too. */
const workSamplesHref = (page: number) => {
  const search = searchForPage(page).toString();
  return search ? `${paths.workSamples}?${search}` : paths.workSamples;
};

const gridSx = cardGridSx(420);

/** The paged portfolio; the page lives in the URL so it can be shared and restored. */
export function WorkSampleList() {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const { result, loading } = useWorkSamples(page);

  function goTo(next: number) {
    setParams((current) => searchForPage(next, current));
    window.scrollTo({ top: 0 });
  }

  if (loading) {
    return (
      <Box role="status" aria-busy="true">
        <Typography sx={visuallyHidden}>در حال بارگذاری نمونه کارها</Typography>
        <Box component="ul" sx={gridSx}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Box component="li" key={i}>
              <WorkSampleCardSkeleton />
            </Box>
          ))}
        </Box>
      </Box>
    );
  }

  // A failed load is only logged (see useWorkSamples), as the spec asks.
  if (!result) return null;

  return (
    <>
      {result.items.length === 0 ? (
        <EmptyState title="هیچ نمونه کاری موجود نیست." />
      ) : (
        <Box component="ul" sx={gridSx}>
          {result.items.map((sample, index) => (
            <Box component="li" key={sample.id} sx={{ minWidth: 0 }}>
              <WorkSampleCard sample={sample} titleComponent="h2" lazy={index >= CARD_GRID_FIRST_ROW} priority={index === 0} />
            </Box>
          ))}
        </Box>
      )}
      <Pager current={result.currentPage} last={result.lastPage} onChange={goTo} hrefFor={workSamplesHref} />
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
