// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from './form-text-field';

const schema = z.object({ title: z.string().trim().min(1, 'عنوان را وارد کنید') });

function TitleForm({ onSave }: { onSave: (values: z.infer<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { title: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <FormTextField name="title" control={control} label="عنوان" required helperText="نامی که در سایت دیده می‌شود" />
      <button type="submit">ذخیره</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('shows the error in place of the hint, then submits what was typed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<TitleForm onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: /عنوان/ });
    expect(screen.getByText('نامی که در سایت دیده می‌شود')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('عنوان را وارد کنید')).toBeInTheDocument();
    expect(screen.queryByText('نامی که در سایت دیده می‌شود')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(input, 'قالب فروشگاهی');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toEqual({ title: 'قالب فروشگاهی' });
    expect(screen.getByText('نامی که در سایت دیده می‌شود')).toBeInTheDocument();
  });

  it('takes only the names of the form’s own fields', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { title: '' } }));
    // @ts-expect-error: tsc refuses a name the form does not have
    const stray = <FormTextField name="subtitle" control={result.current.control} />;
    expect(stray.props.name).toBe('subtitle');
  });
});
