import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId } from 'react';
import { FOCUS_RING, theme } from '@/lib/theme';
import { ICON_PATHS, iconMask } from '@/lib/icon-mask';
import type { ThemeFilterGroup } from '../theme-filters';

interface FilterChipGroupProps {
  group: ThemeFilterGroup;
  label: string;
  options: ReadonlyArray<{ id: number; title: string }> | undefined;
  selected: number | null;
  onToggle: (group: ThemeFilterGroup, id: number) => void;
  onClear: (group: ThemeFilterGroup) => void;
}

/**
 * One filter group as toggle buttons: "all" plus one button per value. Each is a real <button>
 * with aria-pressed, so Tab, Enter and Space work and assistive technology hears the state.
 */
export const FilterChipGroup = memo(function FilterChipGroup({ group, label, options, selected, onToggle, onClear }: FilterChipGroupProps) {
  const labelId = useId();
  const press = useCallback(
    (value: number | null) => (value === null ? onClear(group) : onToggle(group, value)),
    [group, onClear, onToggle],
  );
  return (
    // Top-aligned, the label nudged to the chips' first line: a baseline would follow the check
    // icon of whichever chip is pressed and move the page by a few pixels on each click.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Typography id={labelId} component="span" sx={{ fontWeight: 700, minWidth: 88, flexShrink: 0, pt: { sm: 0.5 } }}>
        {label}
      </Typography>
      <Stack role="group" aria-labelledby={labelId} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {options ? (
          <>
            <ToggleChip value={null} title="همه" pressed={selected === null} onPress={press} />
            {options.map((option) => (
              <ToggleChip key={option.id} value={option.id} title={option.title} pressed={selected === option.id} onPress={press} />
            ))}
          </>
        ) : (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" width={96} height={32} sx={{ borderRadius: 4 }} />)
        )}
      </Stack>
    </Stack>
  );
});

const { palette } = theme;

/**
 * A chip-shaped toggle whose look follows `aria-pressed` in CSS. MUI's Chip (a ButtonBase with a
 * dozen event hooks, its styles worked out again on each render, the check icon mounted and
 * unmounted) made a filter click on a slow phone re-render for longer than the frame it answers in.
 * A static style object, so a chip's re-render does not serialise its styles again.
 */
const ToggleButton = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 32,
  paddingInline: 12,
  borderRadius: 16,
  border: `1px solid ${palette.grey[400]}`,
  backgroundColor: 'transparent',
  color: palette.text.primary,
  font: 'inherit',
  fontSize: '0.9rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&::before': { ...iconMask(ICON_PATHS.check, 18), display: 'none', marginInlineStart: -4 },
  '&:hover': { backgroundColor: palette.action.hover },
  '&:focus-visible': FOCUS_RING,
  '&[aria-pressed="true"]': {
    borderColor: palette.primary.main,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    fontWeight: 700,
    '&::before': { display: 'block' },
    '&:hover': { backgroundColor: palette.primary.dark },
  },
});

/** Memoised: a click re-renders the two chips whose state changed, not the whole row. */
const ToggleChip = memo(function ToggleChip({
  value,
  title,
  pressed,
  onPress,
}: {
  value: number | null;
  title: string;
  pressed: boolean;
  onPress: (value: number | null) => void;
}) {
  return (
    <ToggleButton type="button" aria-pressed={pressed} onClick={() => onPress(value)}>
      {title}
    </ToggleButton>
  );
});
