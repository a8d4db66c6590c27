import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeApiError, NETWORK_ERROR } from './api-error';

describe('describeApiError', () => {
  it("keeps a validation failure's message, status and field messages", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'نام را وارد کنید', extensions: { code: 'VALIDATION_FAILED', status: 422, fields: { name: ['نام را وارد کنید'] } } },
      ],
    });
    expect(describeApiError(error)).toEqual({
      message: 'نام را وارد کنید',
      status: 422,
      fields: { name: ['نام را وارد کنید'] },
      code: 'VALIDATION_FAILED',
    });
  });

  it('carries a login second step’s code and challenge, from a GraphQL body and from a refused request’s body', () => {
    const extensions = { code: 'TWO_FACTOR_REQUIRED', status: 401, challenge: 'abc.def' };
    const graphql = new CombinedGraphQLErrors({ errors: [{ message: 'کد تأیید دو مرحله‌ای لازم است', extensions }] });
    expect(describeApiError(graphql)).toMatchObject({ status: 401, code: 'TWO_FACTOR_REQUIRED', challenge: 'abc.def' });
    const body = JSON.stringify({ errors: [{ message: 'کد تأیید دو مرحله‌ای لازم است', extensions }] });
    const server = new ServerError('Response not successful', { response: new Response(body, { status: 401 }), bodyText: body });
    expect(describeApiError(server)).toMatchObject({ status: 401, code: 'TWO_FACTOR_REQUIRED', challenge: 'abc.def' });
  });

  it("reads the server's message from a refused request's body", () => {
    const body = JSON.stringify({ errors: [{ message: 'تلاش‌های ناموفق ورود زیاد بوده است' }] });
    const error = new ServerError('Response not successful', { response: new Response(body, { status: 429 }), bodyText: body });
    expect(describeApiError(error)).toMatchObject({ message: 'تلاش‌های ناموفق ورود زیاد بوده است', status: 429 });
  });

  it('says the server could not be reached when there is no answer', () => {
    expect(describeApiError(new TypeError('Failed to fetch'))).toEqual({ message: NETWORK_ERROR, status: 0, fields: {} });
    expect(NETWORK_ERROR).toBe('خطا در برقراری ارتباط با سرور');
  });
});
