import { adminSchema, toAdminInput, toAdminUpdate, type AdminFormValues } from './admin-schema';

const input = { name: 'سارا', family: 'محمدی', email: 'sara@example.com', phone: '09121234567', password: 'secret-pass' };
const valid: AdminFormValues = { ...input, current_password: '', role: 'ADMIN' };

function errors(mode: 'add' | 'edit', values: Partial<AdminFormValues>, own = false) {
  const result = adminSchema(mode, own).safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('admin form rules', () => {
  it('accepts a complete admin', () => {
    expect(errors('add', {})).toEqual({});
  });

  it('asks for name, family, e-mail and phone in Persian', () => {
    expect(errors('add', { name: ' ', family: '', email: '', phone: '' })).toEqual({
      name: 'نام را وارد کنید',
      family: 'نام خانوادگی را وارد کنید',
      email: 'ایمیل را وارد کنید',
      phone: 'شماره موبایل را وارد کنید',
    });
  });

  it('rejects an e-mail without a domain and a phone that is not a mobile number', () => {
    expect(errors('add', { email: 'sara@', phone: '12345' })).toEqual({
      email: 'ایمیل معتبر نیست',
      phone: 'شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید',
    });
  });

  it('accepts a mobile number typed in Persian digits', () => {
    expect(errors('add', { phone: '۰۹۱۲۱۲۳۴۵۶۷' })).toEqual({});
  });

  it('requires a password when adding', () => {
    expect(errors('add', { password: '' })).toEqual({ password: 'رمز عبور را وارد کنید' });
  });

  it('keeps the password optional when editing', () => {
    expect(errors('edit', { password: '' })).toEqual({});
  });

  it('refuses a short password on add and on edit', () => {
    expect(errors('add', { password: 'short' })).toEqual({ password: 'رمز عبور باید دست‌کم ۸ نویسه باشد' });
    expect(errors('edit', { password: 'short' })).toEqual({ password: 'رمز عبور باید دست‌کم ۸ نویسه باشد' });
  });

  it('asks for the current password only when admins change their own', () => {
    expect(errors('edit', { password: 'new-secret-pass' }, true)).toEqual({ current_password: 'رمز عبور فعلی را وارد کنید' });
    expect(errors('edit', { password: 'new-secret-pass', current_password: 'old-secret-pass' }, true)).toEqual({});
    expect(errors('edit', { password: '' }, true)).toEqual({});
    expect(errors('edit', { password: 'new-secret-pass' })).toEqual({});
  });
});

describe('admin input', () => {
  it('sends the mobile number in Latin digits and trimmed text', () => {
    expect(toAdminInput({ ...valid, name: ' سارا ', phone: '۰۹۱۲ ۱۲۳ ۴۵۶۷' })).toEqual({ ...input, name: 'سارا', phone: '09121234567' });
  });

  it('sends the role only from a superadmin’s form', () => {
    expect(toAdminInput({ ...valid, role: 'SUPERADMIN' })).not.toHaveProperty('role');
    expect(toAdminInput({ ...valid, role: 'SUPERADMIN' }, true)).toEqual({ ...input, role: 'SUPERADMIN' });
    expect(toAdminUpdate({ ...valid, password: '' }, true)).toHaveProperty('role', 'ADMIN');
  });

  it('leaves an empty password out of an edit, so the current one stays', () => {
    expect(toAdminUpdate({ ...valid, password: '' })).not.toHaveProperty('password');
    expect(toAdminUpdate(valid)).toHaveProperty('password', 'secret-pass');
  });

  it('sends the current password with a new one, as currentPassword', () => {
    expect(toAdminUpdate({ ...valid, current_password: 'old-secret-pass' })).toEqual({ ...input, currentPassword: 'old-secret-pass' });
    expect(toAdminUpdate({ ...valid, password: '', current_password: 'old-secret-pass' })).not.toHaveProperty('currentPassword');
  });
});
