import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { EditConflictPanel } from '@/components/ui/edit-conflict-panel';
import type { PlanFeatureChoicesQuery } from '@/generated/graphql';
import { describeApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import type { ConflictState } from '@/lib/use-edit-conflict';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { featureSections, setAllFeatures, toggleFeature } from '../plan-features';
import { useSyncPlanFeatures } from '../use-plans';

type Choice = PlanFeatureChoicesQuery['features'][number];

interface PlanFeaturesFormProps {
  planId: number;
  initialIds: readonly number[];
  /** The plan's version as loaded: the save names it (docs/ARCHITECTURE.md, "Edit versions"). */
  initialVersion: number;
  features: readonly Choice[];
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
const sameIds = (a: Iterable<number>, b: Iterable<number>) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** Every feature of the comparison table as a tick box, under its heading. */
export function PlanFeaturesForm({ planId, initialIds, initialVersion, features }: PlanFeaturesFormProps) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initialIds));
  const [saved, setSaved] = useState<ReadonlySet<number>>(() => new Set(initialIds));
  const changed = selected.size !== saved.size || [...selected].some((id) => !saved.has(id));
  const sections = useMemo(() => featureSections(features), [features]);
  const choices = useMemo(() => features.filter((f) => !f.isHeading), [features]);
  const ticked = choices.filter((f) => selected.has(f.id)).length;
  const { sync, saving } = useSyncPlanFeatures(planId);
  const { success, failure } = useSaveFeedback();
  const leaveGuard = useLeaveGuard(changed && !saving);

  // The version the next save names: the loaded one, then the one a save or a conflict returned.
  const version = useRef(initialVersion);
  // Another admin's list saved meanwhile: shown beside this admin's, to keep either.
  const [conflict, setConflict] = useState<(ConflictState & { theirs: number[]; version: number }) | null>(null);
  const titles = (value: unknown) => {
    const ids = Array.isArray(value) ? (value as number[]) : [];
    const names = choices.filter((f) => ids.includes(f.id)).map((f) => f.title);
    return names.length === 0 ? '«خالی»' : names.join('، ');
  };

  async function save(ids: Set<number>) {
    try {
      const result = await sync(sorted(ids), version.current);
      if (result.data) version.current = result.data.syncPlanFeatures.version;
      setSaved(new Set(ids));
      setConflict(null);
      success('ویژگی‌های پلن ذخیره شد');
    } catch (error) {
      failure(error);
      const refused = describeApiError(error).conflict;
      if (!refused) return;
      const theirs = Array.isArray(refused.current.featureIds) ? (refused.current.featureIds as number[]) : [];
      setConflict({
        message: describeApiError(error).message,
        changedBy: refused.changedBy?.name ?? null,
        changedAt: refused.changedAt,
        theirs,
        version: refused.version,
        rows: [
          {
            field: 'featureIds',
            label: 'ویژگی‌ها',
            mine: sorted(ids),
            theirs,
            // Left as loaded here, the other's list is taken; changed here too, this admin's is kept.
            choice: sameIds(ids, saved) ? 'theirs' : 'mine',
            show: titles,
          },
        ],
      });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save(selected);
  }

  /** The chosen list, saved over the other admin's version. */
  function saveChoice() {
    if (!conflict) return;
    const ids = new Set<number>(conflict.rows[0].choice === 'theirs' ? conflict.theirs : (conflict.rows[0].mine as number[]));
    version.current = conflict.version;
    setSelected(ids);
    void save(ids);
  }

  /** Drops this admin's ticks for the stored list. */
  function reload() {
    if (!conflict) return;
    version.current = conflict.version;
    setSelected(new Set(conflict.theirs));
    setSaved(new Set(conflict.theirs));
    setConflict(null);
  }

  const saveButton = (
    <Button type="submit" variant="contained" disabled={saving}>
      {saving ? 'در حال ذخیره…' : 'ذخیره ویژگی‌ها'}
    </Button>
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {leaveGuard}
      {conflict && (
        <EditConflictPanel
          conflict={conflict}
          saving={saving}
          onChoose={(_, choice) => setConflict((shown) => shown && { ...shown, rows: shown.rows.map((row) => ({ ...row, choice })) })}
          onSave={saveChoice}
          onReload={reload}
        />
      )}
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
