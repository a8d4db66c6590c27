import Box from '@mui/material/Box';
import { useId } from 'react';
import { FOCUS_RING } from '@/lib/theme';
import { BrowserMockup, PhoneMockup } from './device-mockups';

interface ThemeGalleryProps {
  title: string;
  imageUrl: string;
  mobileImageUrl?: string | null;
}

// Plain CSS lengths: in `sx` a bare 1 would mean 100% and spacing units.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

const VIEWS = [
  { value: 'desktop', label: 'دسکتاپ' },
  { value: 'phone', label: 'موبایل' },
] as const;

/**
 * The theme's desktop and phone views with a switch between them. The switch is a pair of radio
 * buttons and the view shown follows them in CSS, so it works before and without the page's code
 * (and the phone image, lazy and hidden, is fetched only when asked for).
 */
export function ThemeGallery({ title, imageUrl, mobileImageUrl }: ThemeGalleryProps) {
  const id = useId();
  const desktop = (
    <BrowserMockup
      src={imageUrl}
      alt={`نمای دسکتاپ ${title}`}
      lazy={false}
      sizes="(min-width: 1200px) 680px, (min-width: 900px) 56vw, 100vw"
    />
  );
  if (!mobileImageUrl) return desktop;
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        p: 0,
        border: 0,
        minWidth: 0,
        '& > input': visuallyHidden,
        '& > label': {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 96,
          minHeight: 40,
          px: 2,
          mb: 2,
          border: 1,
          borderColor: 'primary.main',
          color: 'primary.main',
          cursor: 'pointer',
          fontWeight: 500,
          userSelect: 'none',
        },
        '& > label:first-of-type': { borderStartStartRadius: 8, borderEndStartRadius: 8 },
        '& > label:last-of-type': { borderStartEndRadius: 8, borderEndEndRadius: 8, borderInlineStart: 0 },
        '& > input:checked + label': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& > input:focus-visible + label': FOCUS_RING,
        '& > input[value="desktop"]:checked ~ div [data-view="phone"]': { display: 'none' },
        '& > input[value="phone"]:checked ~ div [data-view="desktop"]': { display: 'none' },
      }}
    >
      <Box component="legend" sx={visuallyHidden}>
        نمای قالب
      </Box>
      {VIEWS.map((view) => [
        <input
          key={view.value}
          type="radio"
          id={`${id}-${view.value}`}
          name={`${id}-view`}
          value={view.value}
          defaultChecked={view.value === 'desktop'}
        />,
        <label key={`${view.value}-label`} htmlFor={`${id}-${view.value}`}>
          {view.label}
        </label>,
      ])}
      <div>
        <Box data-view="desktop">{desktop}</Box>
        <Box data-view="phone" sx={{ maxWidth: 280, mx: 'auto' }}>
          <PhoneMockup src={mobileImageUrl} alt={`نمای موبایل ${title}`} sizes="280px" />
        </Box>
      </div>
    </Box>
  );
}
