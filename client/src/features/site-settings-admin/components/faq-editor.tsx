import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { FaqItemFieldsFragment } from '@/generated/graphql';
import { toPersianDigits } from '@/lib/format';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useFaqItemWrites } from '../use-site-settings';
import { FaqItemForm } from './faq-item-form';

/** The home page's questions: added last, edited in place, moved up or down, removed after a question. */
export function FaqEditor({ items }: { items: readonly FaqItemFieldsFragment[] }) {
  const writes = useFaqItemWrites();
  const { success } = useSaveFeedback();
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<FaqItemFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(0);

  const move = async (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    setBusy(true);
    try {
      await writes.sort(ids);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {items.length === 0 && (
        <Typography color="text.secondary">هنوز پرسشی ثبت نشده است؛ بخش پرسش‌های متداول در سایت نمایش داده نمی‌شود.</Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Paper component="li" key={item.id} variant="outlined" sx={{ p: 2 }} aria-label={item.question}>
            {editing === item.id ? (
              <FaqItemForm
                defaultValues={{ question: item.question, answer: item.answer }}
                label="ذخیره پرسش"
                onCancel={() => setEditing(null)}
                edit={{
                  version: item.version,
                  toForm: (stored) => ({ question: String(stored.question ?? ''), answer: String(stored.answer ?? '') }),
                  labels: { question: 'پرسش', answer: 'پاسخ' },
                }}
                onSave={async ({ question, answer }, { version }) => {
                  await writes.update(item.id, question, answer, version);
                  setEditing(null);
                  success('پرسش ویرایش شد');
                }}
              />
            ) : (
              <>
                <Typography sx={{ fontWeight: 700 }}>
                  {toPersianDigits(index + 1)}. {item.question}
                </Typography>
                <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                  {item.answer}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                  <Button size="small" onClick={() => setEditing(item.id)}>
                    ویرایش
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(item)}>
                    حذف
                  </Button>
                  <IconButton size="small" aria-label="انتقال به بالا" disabled={busy || index === 0} onClick={() => void move(index, -1)}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label="انتقال به پایین"
                    disabled={busy || index === items.length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </>
            )}
          </Paper>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 2 }}>
          افزودن پرسش
        </Typography>
        <FaqItemForm
          key={added}
          defaultValues={{ question: '', answer: '' }}
          label="افزودن پرسش"
          onSave={async ({ question, answer }, { idempotencyKey }) => {
            await writes.create(question, answer, idempotencyKey);
            setAdded((n) => n + 1);
            success('پرسش افزوده شد');
          }}
        />
      </Paper>
      <ConfirmDialog
        open={removing !== null}
        message={`پرسش «${removing?.question ?? ''}» حذف شود؟`}
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          try {
            await writes.remove(removing.id);
            success('پرسش حذف شد');
          } finally {
            setBusy(false);
            setRemoving(null);
          }
        }}
      />
    </Stack>
  );
}
