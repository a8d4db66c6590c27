import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import type { PlanFeatureChoicesQuery } from '@/generated/graphql';
import { formatNumber } from '@/lib/format';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { featureSections, setAllFeatures, toggleFeature } from '../plan-features';
import { useSyncPlanFeatures } from '../use-plans';

type Choice = PlanFeatureChoicesQuery['features'][number];

interface PlanFeaturesFormProps {
  planId: number;
  initialIds: readonly number[];
  features: readonly Choice[];
}

/** Every feature of the comparison table as a tick box, under its heading. */
export function PlanFeaturesForm({ planId, initialIds, features }: PlanFeaturesFormProps) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initialIds));
  const [saved, setSaved] = useState<ReadonlySet<number>>(() => new Set(initialIds));
  const changed = selected.size !== saved.size || [...selected].some((id) => !saved.has(id));
  const sections = useMemo(() => featureSections(features), [features]);
  const choices = useMemo(() => features.filter((f) => !f.isHeading), [features]);
  const ticked = choices.filter((f) => selected.has(f.id)).length;
  const { sync, saving } = useSyncPlanFeatures(planId);
  const { success, failure } = useSaveFeedback();
  const leaveGuard = useLeaveGuard(changed && !saving);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await sync([...selected].sort((a, b) => a - b));
      setSaved(new Set(selected));
      success('ویژگی‌های پلن ذخیره شد');
    } catch (error) {
      failure(error);
    }
  }

  const saveButton = (
    <Button type="submit" variant="contained" disabled={saving}>
      {saving ? 'در حال ذخیره…' : 'ذخیره ویژگی‌ها'}
    </Button>
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {leaveGuard}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 auto' }} aria-live="polite">
          {`${formatNumber(ticked)} از ${formatNumber(choices.length)} ویژگی انتخاب شده است`}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setSelected((s) => setAllFeatures(s, features, true))}>
          انتخاب همه
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={() => setSelected((s) => setAllFeatures(s, features, false))}>
          حذف همه
        </Button>
        {/* The list is long: saving is also offered at its top. */}
        {saveButton}
      </Box>
      {sections.map((section) => (
        <Box
          component="fieldset"
          key={section.heading?.id ?? 'first'}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, px: 2, pt: 1, pb: 1.5, minWidth: 0 }}
        >
          {section.heading && (
            <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
              {section.heading.title}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {section.items.map((feature) => (
              <FormControlLabel
                key={feature.id}
                control={
                  <Checkbox
                    name="featureIds"
                    value={feature.id}
                    checked={selected.has(feature.id)}
                    onChange={() => setSelected((s) => toggleFeature(s, feature.id))}
                  />
                }
                label={feature.title}
                sx={{
                  alignItems: 'flex-start',
                  mr: 0,
                  '& .MuiCheckbox-root': { pt: 0.5 },
                  '& .MuiFormControlLabel-label': { pt: 0.75, lineHeight: 1.7 },
                }}
              />
            ))}
          </Box>
        </Box>
      ))}
      <Box>{saveButton}</Box>
    </Stack>
  );
}
