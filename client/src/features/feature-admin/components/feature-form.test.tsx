// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import type { SaveContext } from '@/lib/use-admin-form';
import { FeatureForm } from './feature-form';

type Save = (values: { title: string; isHeading: boolean }, context: SaveContext) => Promise<void>;

function renderForm(onSave: Save) {
  render(
    // The form guards unsaved changes against in-app navigation, so it lives inside a router.
    <MemoryRouter>
      <SnackbarProvider>
        <FeatureForm defaultValues={{ title: '', isHeading: false }} submitLabel="افزودن ویژگی" onSave={onSave} />
      </SnackbarProvider>
    </MemoryRouter>,
  );
  return { title: screen.getByRole('textbox', { name: /عنوان/ }), button: screen.getByRole('button', { name: 'افزودن ویژگی' }) };
}

/** A save the test settles by hand, as a slow server would. */
function pendingSave() {
  const calls: { values: unknown; key: string; settle: (error?: Error) => void }[] = [];
  const onSave = vi.fn<Save>(
    (values, { idempotencyKey }) =>
      new Promise<void>((resolve, reject) =>
        calls.push({ values, key: idempotencyKey, settle: (error) => (error ? reject(error) : resolve()) }),
      ),
  );
  return { onSave, calls };
}

describe('the back-office form contract (useAdminForm)', () => {
  it('does not save again when clicked after the save answered while the page is still leaving; a changed form saves', async () => {
    const { onSave, calls } = pendingSave();
    const { title, button } = renderForm(onSave);
    await userEvent.type(title, 'ویژگی یک‌بار');
    await userEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'افزودن ویژگی' })).toBeEnabled());
    // The add page has not left yet: a second click 150 ms later is the same submission.
    await userEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.type(title, ' دوم');
    await userEvent.click(button);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(calls[1].key).not.toBe(calls[0].key);
  });

  it('saves once for two submits sent before the first answer, and disables the button meanwhile', async () => {
    const { onSave, calls } = pendingSave();
    const { title, button } = renderForm(onSave);
    await userEvent.type(title, 'ویژگی تازه');
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'در حال ذخیره…' })).toBeDisabled());
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(calls[0].values).toEqual({ title: 'ویژگی تازه', isHeading: false });
    calls[0].settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'افزودن ویژگی' })).toBeEnabled());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('sends a retry of the same values under the same key, and changed values under a new one', async () => {
    const { onSave, calls } = pendingSave();
    const { title, button } = renderForm(onSave);
    await userEvent.type(title, 'ویژگی');
    await userEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].settle(new Error('network'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'افزودن ویژگی' })).toBeEnabled());
    expect(title).toHaveValue('ویژگی');

    await userEvent.click(screen.getByRole('button', { name: 'افزودن ویژگی' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].key).toBe(calls[0].key);
    calls[1].settle(new Error('network'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'افزودن ویژگی' })).toBeEnabled());

    await userEvent.type(title, ' دیگر');
    await userEvent.click(screen.getByRole('button', { name: 'افزودن ویژگی' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].key).not.toBe(calls[0].key);
    expect(calls[2].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
