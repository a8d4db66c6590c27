import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId } from 'react';
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
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'baseline' } }}>
      <Typography id={labelId} component="span" sx={{ fontWeight: 700, minWidth: 88, flexShrink: 0 }}>
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
    <Chip
      component="button"
      type="button"
      label={title}
      aria-pressed={pressed}
      onClick={() => onPress(value)}
      color={pressed ? 'primary' : 'default'}
      variant={pressed ? 'filled' : 'outlined'}
      icon={pressed ? <CheckIcon aria-hidden /> : undefined}
      sx={{
        fontWeight: pressed ? 700 : 400,
        fontFamily: 'inherit',
        fontSize: '0.9rem',
      }}
    />
  );
});
