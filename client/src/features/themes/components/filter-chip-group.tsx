import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface FilterChipGroupProps {
  label: string;
  options: ReadonlyArray<{ id: number; title: string }> | undefined;
  selected: number | null;
  onToggle: (id: number) => void;
  onClear: () => void;
}

/**
 * One filter group as toggle buttons: "all" plus one button per value. Each is a real <button>
 * with aria-pressed, so Tab, Enter and Space work and assistive technology hears the state.
 */
export function FilterChipGroup({ label, options, selected, onToggle, onClear }: FilterChipGroupProps) {
  const labelId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'baseline' } }}>
      <Typography id={labelId} component="span" sx={{ fontWeight: 700, minWidth: 88, flexShrink: 0 }}>
        {label}
      </Typography>
      <Stack role="group" aria-labelledby={labelId} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {options ? (
          <>
            <ToggleChip
              title="همه"
              pressed={selected === null}
              onClick={() => {
                // Already showing everything: no new history entry for the same URL.
                if (selected !== null) onClear();
              }}
            />
            {options.map((option) => (
              <ToggleChip key={option.id} title={option.title} pressed={selected === option.id} onClick={() => onToggle(option.id)} />
            ))}
          </>
        ) : (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" width={96} height={32} sx={{ borderRadius: 4 }} />)
        )}
      </Stack>
    </Stack>
  );
}

function ToggleChip({ title, pressed, onClick }: { title: string; pressed: boolean; onClick: () => void }) {
  return (
    <Chip
      component="button"
      type="button"
      label={title}
      aria-pressed={pressed}
      onClick={onClick}
      color={pressed ? 'primary' : 'default'}
      variant={pressed ? 'filled' : 'outlined'}
      icon={pressed ? <CheckIcon aria-hidden /> : undefined}
      sx={{
        fontWeight: pressed ? 700 : 400,
        fontFamily: 'inherit',
        fontSize: '0.9rem',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
      }}
    />
  );
}
