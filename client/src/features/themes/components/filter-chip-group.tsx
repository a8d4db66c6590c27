import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId } from 'react';
import { FOCUS_RING, theme } from '@/lib/theme';
import { ICON_PATHS, iconMask } from '@/lib/icon-mask';
import { isPlainClick } from '@/lib/section-scroll';
import { filtersToSearch, type ThemeFilterGroup, type ThemeFilters } from '../theme-filters';

interface FilterChipGroupProps {
  group: ThemeFilterGroup;
  label: string;
  options: ReadonlyArray<{ id: number; title: string }> | undefined;
  selected: number | null;
  /** The other group's value, kept in each chip's link. */
  otherSelected: number | null;
  onToggle: (group: ThemeFilterGroup, id: number) => void;
  onClear: (group: ThemeFilterGroup) => void;
}

/** The catalogue's address with these filters (the page the server renders for a chip's link). */
export function catalogueHref(filters: ThemeFilters): string {
  const search = filtersToSearch(filters).toString();
  return search ? `/themes?${search}` : '/themes';
}

/**
 * One filter group: "all" plus one chip per value. Each chip is a link to the catalogue with
 * that filter (`?category=`, `?plan=`), so it works before and without the page's code; once the
 * code runs, a click is taken over and filters in place. The chosen one is marked aria-current.
 */
export const FilterChipGroup = memo(function FilterChipGroup({
  group,
  label,
  options,
  selected,
  otherSelected,
  onToggle,
  onClear,
}: FilterChipGroupProps) {
  const labelId = useId();
  const press = useCallback(
    (value: number | null) => (value === null ? onClear(group) : onToggle(group, value)),
    [group, onClear, onToggle],
  );
  const other: ThemeFilterGroup = group === 'category' ? 'plan' : 'category';
  // Picking the chosen value again clears its group, as a click does (theme-filters.ts, toggleFilter).
  const hrefFor = (value: number | null) =>
    catalogueHref({ [group]: value === selected ? null : value, [other]: otherSelected } as unknown as ThemeFilters);
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
            <ToggleChip value={null} title="همه" pressed={selected === null} href={hrefFor(null)} onPress={press} />
            {options.map((option) => (
              <ToggleChip
                key={option.id}
                value={option.id}
                title={option.title}
                pressed={selected === option.id}
                href={hrefFor(option.id)}
                onPress={press}
              />
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
const ToggleButton = styled('a')({
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
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&::before': { ...iconMask(ICON_PATHS.check, 18), display: 'none', marginInlineStart: -4 },
  '&:hover': { backgroundColor: palette.action.hover },
  '&:focus-visible': FOCUS_RING,
  '&[aria-current="true"]': {
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
  href,
  onPress,
}: {
  value: number | null;
  title: string;
  pressed: boolean;
  href: string;
  onPress: (value: number | null) => void;
}) {
  return (
    <ToggleButton
      href={href}
      aria-current={pressed ? 'true' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPress(value);
      }}
    >
      {title}
    </ToggleButton>
  );
});
