import { getAccessToken } from '../session/token-store';
import { apiUrl } from './api-client';
import { ApiError } from './api-error';

/** A list repeats its parameter (?a=x&a=y), as the list calls take several values. */
export type DownloadParams = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/**
 * Fetches `path` with the session's token and saves the answer under the name the server gives
 * (Content-Disposition). The body is taken as bytes, as sent: a CSV keeps its byte-order mark,
 * which reading it as text would drop.
 */
export async function downloadFile(path: string, params: DownloadParams = {}): Promise<void> {
  const url = new URL(apiUrl(path));
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (one !== undefined && one !== null && one !== '') url.searchParams.append(name, String(one));
    }
  }
  const token = getAccessToken();
  const response = await fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(url.toString(), response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
