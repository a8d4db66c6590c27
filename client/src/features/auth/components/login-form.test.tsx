// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LoginDocument } from '@/generated/graphql';
import { LoginForm } from './login-form';

const user = { __typename: 'Admin' as const, id: 1, name: 'مدیر', family: 'سامانه', email: 'admin@example.com', roles: ['superadmin'] };

function loginMock(input: { login: string; password: string }, result: object) {
  return { request: { query: LoginDocument, variables: { input } }, result };
}

async function submit(login: string, password: string) {
  await userEvent.type(screen.getByLabelText('ایمیل یا شماره موبایل'), login);
  await userEvent.type(screen.getByLabelText('رمز عبور'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
}

describe('LoginForm', () => {
  beforeEach(() => localStorage.clear());

  it('stores the token and user and reports success', async () => {
    const onSuccess = vi.fn();
    render(
      <MockedProvider
        mocks={[
          loginMock(
            { login: 'admin@example.com', password: 'secret' },
            { data: { login: { __typename: 'LoginPayload', accessToken: 'a.b.c', user } } },
          ),
        ]}
      >
        <LoginForm onSuccess={onSuccess} />
      </MockedProvider>,
    );
    await submit('admin@example.com', 'secret');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'مدیر', roles: ['superadmin'] });
  });

  it('shows the spec message for wrong credentials and keeps what was typed', async () => {
    const refused = new GraphQLError('ایمیل یا رمز عبور اشتباه است', { extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    render(
      <MockedProvider mocks={[loginMock({ login: '09123456789', password: 'wrong' }, { errors: [refused] })]}>
        <LoginForm onSuccess={vi.fn()} />
      </MockedProvider>,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Persian digits are sent as Latin ones.
    await submit('۰۹۱۲۳۴۵۶۷۸۹', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('نام کاربری یا رمز عبور اشتباه است');
    expect(alert).toHaveTextContent('username or password is wrong');
    expect(screen.getByLabelText('ایمیل یا شماره موبایل')).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the lockout message when the server answers 429', async () => {
    const locked = new GraphQLError('تلاش‌های ناموفق ورود زیاد بوده است؛ پنج دقیقه دیگر دوباره تلاش کنید', {
      extensions: { code: 'RATE_LIMITED', status: 429 },
    });
    render(
      <MockedProvider mocks={[loginMock({ login: 'admin@example.com', password: 'x' }, { errors: [locked] })]}>
        <LoginForm onSuccess={vi.fn()} />
      </MockedProvider>,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await submit('admin@example.com', 'x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('پنج دقیقه دیگر دوباره تلاش کنید');
    expect(alert).not.toHaveTextContent('username or password is wrong');
  });
});
