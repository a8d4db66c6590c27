import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { EditConflict } from '@site-builder/rules';

export const NETWORK_ERROR = 'خطا در برقراری ارتباط با سرور';
const UNKNOWN_ERROR = 'کار انجام نشد؛ دوباره تلاش کنید';

export interface ApiError {
  /** The server's Persian message, or ours when the server could not be reached. */
  message: string;
  /** HTTP-like status the server attached (422, 400, 404, 429…); 0 when the server was not reached. */
  status: number;
  /** Field name (as the GraphQL input spells it) to messages, for 422. */
  fields: Record<string, string[]>;
  /** A `CONFLICT`: the record changed since the form loaded it. */
  conflict?: EditConflict;
  /** A 404 for a record another admin deleted while it was being edited. */
  deleted?: { restorableUntil: string | null; deletedBy: { id: number; name: string } | null };
  /** The server's stable code when it sent one (`TWO_FACTOR_REQUIRED`, `VALIDATION_FAILED`…), for screens that act on it. */
  code?: string;
  /** A login's second step (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): the challenge the code goes with. */
  challenge?: string;
}

/** A refusal a hook has already put in words for staff (a status changed meanwhile: by whom, to what). */
export class ExplainedRefusal extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
    this.name = 'ExplainedRefusal';
  }
}

/** What went wrong with a GraphQL call, in the shape the back office shows it. */
export function describeApiError(error: unknown): ApiError {
  if (error instanceof ExplainedRefusal) return { message: error.message, status: error.status, fields: {} };
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    const first = error.errors[0];
    const extensions = first.extensions ?? {};
    const status = typeof extensions.status === 'number' ? extensions.status : 400;
    return {
      message: first.message,
      status,
      fields: (extensions.fields as Record<string, string[]>) ?? {},
      ...(extensions.code === 'CONFLICT' && extensions.conflict ? { conflict: extensions.conflict as EditConflict } : {}),
      ...(extensions.deleted ? { deleted: extensions.deleted as ApiError['deleted'] } : {}),
      ...(typeof extensions.code === 'string' ? { code: extensions.code } : {}),
      ...(typeof extensions.challenge === 'string' ? { challenge: extensions.challenge } : {}),
    };
  }
  if (ServerError.is(error)) {
    // A refused request (401, 403, 429) still carries the server's message in its body.
    const body = parseBody(error.bodyText);
    if (body) return { ...body, status: error.statusCode, fields: {} };
    return { message: error.statusCode >= 500 ? UNKNOWN_ERROR : NETWORK_ERROR, status: error.statusCode, fields: {} };
  }
  return { message: NETWORK_ERROR, status: 0, fields: {} };
}

function parseBody(text: string | undefined): { message: string; code?: string; challenge?: string } | null {
  try {
    const first = JSON.parse(text ?? '')?.errors?.[0];
    if (typeof first?.message !== 'string') return null;
    const { code, challenge } = (first.extensions ?? {}) as { code?: unknown; challenge?: unknown };
    return {
      message: first.message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof challenge === 'string' ? { challenge } : {}),
    };
  } catch {
    return null;
  }
}
