import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { toPersianDigits } from '@/lib/format';
import { DESCRIPTION_MAX } from '@/lib/order-rules';
import { useOrderFormState } from '@/lib/render-context';
import { FormNotice } from '@/components/ui/form-notice';
import { checkOrderForm, firstInvalidField, ORDER_FIELDS, type OrderFieldErrors, type OrderFormValues } from '../order-form-check';
import { useCreateOrder } from '../use-create-order';

/** Where the form posts when its code has not run (server/src/modules/site/order-form.controller.ts). */
export const ORDER_FORM_ACTION = '/order';

const EMPTY: OrderFormValues = { full_name: '', phone_number: '', description: '' };

/** What the visitor was looking at when they opened the form (a theme's page, its plan table), recorded on the order. */
export interface OrderSubject {
  themeId?: number;
  planId?: number;
  /** How the form names it to the visitor, e.g. «قالب فروشگاه مد، پلن حرفه‌ای». */
  label?: string;
}

interface OrderFormProps {
  autoFocus?: boolean;
  subject?: OrderSubject;
  /** Closes what holds the form (the modal); without it the confirmation's button brings the form back. */
  onDone?: () => void;
}

/**
 * The request form: the home page's contact section, the header's modal and /order use it. It is a
 * real form (POST /order, fields named as the API's) that works before and without its code, and
 * is never read-only; once the code runs it checks every field at once, sends through the API
 * and replaces itself with a confirmation.
 */
export function OrderForm({ autoFocus = false, onDone, subject }: OrderFormProps) {
  const refused = useOrderFormState();
  const { send, sending } = useCreateOrder();
  const [values, setValues] = useState<OrderFormValues>(refused?.values ?? EMPTY);
  const [errors, setErrors] = useState<OrderFieldErrors>(refused?.errors ?? {});
  const [failure, setFailure] = useState<string | null>(refused?.message ?? null);
  const [sent, setSent] = useState<string | null>(null);
  // A refused native post names them as it was sent; otherwise the page or button that opened the form.
  const themeId = positiveId(refused?.values.theme_id) ?? subject?.themeId;
  const planId = positiveId(refused?.values.plan_id) ?? subject?.planId;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // What was typed before the code arrived is kept: the fields are live from the first paint.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed: Partial<OrderFormValues> = {};
    for (const name of ORDER_FIELDS) {
      const field = elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        if (field.value) typed[name] = field.value;
      }
    }
    // Read once from the page as the server sent it, an outside source React did not render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
  }, []);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const change = (name: keyof OrderFormValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    // The message was about the old text: once it changes, the hint (or counter) takes its place.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const focusField = (name: keyof OrderFormValues | undefined) => {
    if (!name) return;
    const field = form.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { input, errors: found } = checkOrderForm(values);
    if (!input) {
      setErrors(found);
      focusField(firstInvalidField(found));
      return;
    }
    setErrors({});
    // Named only when there is one: a request from anywhere else is sent as it always was.
    const outcome = await send({ ...input, ...(themeId !== undefined && { themeId }), ...(planId !== undefined && { planId }) });
    if (outcome.ok) {
      setValues(EMPTY);
      setSent(outcome.message);
      return;
    }
    const fromServer: OrderFieldErrors = {
      full_name: outcome.fields.fullName?.[0],
      phone_number: outcome.fields.phoneNumber?.[0],
      description: outcome.fields.description?.[0],
    };
    setErrors(fromServer);
    const first = firstInvalidField(fromServer);
    // A refusal that names fields is shown under them, once; the alert is for the rest.
    if (first) focusField(first);
    // The theme or plan was deleted since the page was shown: said once, for the whole form.
    else setFailure(outcome.fields.themeId?.[0] ?? outcome.fields.planId?.[0] ?? outcome.message);
  }

  if (sent) {
    return (
      <Stack spacing={2} ref={confirmation} tabIndex={-1} sx={{ outline: 'none' }}>
        <FormNotice tone="success">{sent}</FormNotice>
        <Button variant="outlined" size="large" onClick={() => (onDone ? onDone() : setSent(null))}>
          بستن
        </Button>
      </Stack>
    );
  }

  const descriptionLength = values.description.trim().length;

  return (
    <Stack
      component="form"
      ref={form}
      method="post"
      action={ORDER_FORM_ACTION}
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-describedby={`${id}-note`}
    >
      {themeId !== undefined && <input type="hidden" name="theme_id" value={themeId} />}
      {planId !== undefined && <input type="hidden" name="plan_id" value={planId} />}
      {subject?.label && (
        <Typography data-testid="order-subject" sx={{ fontWeight: 500 }}>
          درخواست برای {subject.label}
        </Typography>
      )}
      <TextField
        id={`${id}-name`}
        name="full_name"
        label="نام و نام خانوادگی"
        value={values.full_name}
        onChange={change('full_name')}
        required
        autoFocus={autoFocus}
        autoComplete="name"
        error={Boolean(errors.full_name)}
        helperText={errors.full_name || undefined}
      />
      <TextField
        id={`${id}-phone`}
        name="phone_number"
        label="شماره موبایل"
        value={values.phone_number}
        onChange={change('phone_number')}
        required
        autoComplete="tel"
        error={Boolean(errors.phone_number)}
        helperText={errors.phone_number || 'مثل ۰۹۱۲۳۴۵۶۷۸۹'}
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', style: { textAlign: 'right' } } }}
      />
      <TextField
        id={`${id}-description`}
        name="description"
        label="توضیحات (اختیاری)"
        value={values.description}
        onChange={change('description')}
        multiline
        minRows={3}
        error={Boolean(errors.description) || descriptionLength > DESCRIPTION_MAX}
        helperText={errors.description || `${toPersianDigits(descriptionLength)} / ${toPersianDigits(DESCRIPTION_MAX)} نویسه`}
      />
      <Typography id={`${id}-note`} variant="body2" color="text.secondary">
        پس از ثبت درخواست، مشاوران ما به‌زودی با شما تماس می‌گیرند.
      </Typography>
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {sending ? 'در حال ثبت…' : 'ثبت درخواست'}
      </Button>
    </Stack>
  );
}

/** A hidden field's id as posted: a positive whole number, else none. */
function positiveId(value: string | undefined): number | undefined {
  const id = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : undefined;
}
