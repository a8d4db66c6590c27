import { authStorage } from '@/lib/auth-storage';
import { NETWORK_ERROR } from '@/lib/api-error';
import { endSession } from '@/lib/apollo';
import { awaitRelogin } from '@/lib/relogin';

export type CsvExport = 'customers' | 'orders' | 'customer-plans';

export const CSV_EXPORT_FAILED = 'دریافت فایل انجام نشد؛ دوباره تلاش کنید';

/** The export of a list, for the filter its screen holds; empty values are left out as the URL leaves them out. */
export function csvExportUrl(kind: CsvExport, filter: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return `/api/export/${kind}.csv${search ? `?${search}` : ''}`;
}

/** The file name the server gave (Content-Disposition), or ours. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

export class CsvExportError extends Error {}

/**
 * Fetches the file with the admin's token (it lives in localStorage, so a plain link would go
 * without it) and hands it to the browser as a download.
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  let res = await fetchWithToken(url);
  // An ended session asks for the password over the page, as a save does, then fetches again.
  if (res.status === 401 && authStorage.token()) {
    if (!(await awaitRelogin())) {
      endSession();
      throw new CsvExportError(await refusal(res));
    }
    res = await fetchWithToken(url);
  }
  if (!res.ok) throw new CsvExportError(await refusal(res));
  const blob = await res.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = attachmentName(res.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later revoke frees it without cutting it short.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

async function fetchWithToken(url: string): Promise<Response> {
  const token = authStorage.token();
  try {
    return await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new CsvExportError(NETWORK_ERROR);
  }
}

/** The server's Persian message: `{message}` on REST refusals (401, 404, 422). */
async function refusal(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : CSV_EXPORT_FAILED;
  } catch {
    return CSV_EXPORT_FAILED;
  }
}
