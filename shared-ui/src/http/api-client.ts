import ky, { HTTPError, type Options } from 'ky';
import { getRuntimeConfig } from '../config/runtime-config';
import { getAccessToken } from '../session/token-store';
import { ApiError, RequestAbortedError } from './api-error';
import { takeEarlyAnswer } from './early-answers';

// One ky instance for every remote: no timeout (a slow AI call must not be cut off), cookies included, and the
// bearer token read fresh on every request so a login or logout applies at once.
const client = ky.create({
  credentials: 'include',
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getAccessToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

export type RequestOptions = Omit<Options, 'prefixUrl' | 'method'>;

/** Resolves an API path like '/api/v1/items/' against the configured API origin. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiUrl || window.location.origin;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An answer fetched without ky (the page's early call, see early-answers.ts), read as `send` reads ky's. */
async function readAnswer<T>(url: string, response: Response): Promise<T> {
  if (!response.ok) throw new ApiError(url, response.status, response.statusText, await readBody(response.clone()));
  return (await readBody(response)) as T;
}

async function toApiError(error: unknown, url: string): Promise<unknown> {
  if (error instanceof HTTPError) {
    // The request's own URL carries the query (filters, page), which the error's details show.
    const { request, response } = error;
    return new ApiError(request.url || url, response.status, response.statusText, await readBody(response.clone()));
  }
  if (error instanceof DOMException && error.name === 'AbortError') return new RequestAbortedError();
  return error;
}

/** The URL ky asks for: the path's, with the query from `searchParams`. */
function withQuery(url: string, searchParams: RequestOptions['searchParams']): string {
  const query = searchParams ? new URLSearchParams(searchParams as ConstructorParameters<typeof URLSearchParams>[0]).toString() : '';
  return query ? `${url}?${query}` : url;
}

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path);
  if (options.json === undefined && options.body === undefined) {
    const target = withQuery(url, options.searchParams);
    const early = takeEarlyAnswer(method, target);
    if (early) return readAnswer<T>(target, await early);
  }
  try {
    const response = await client(url, { ...options, method });
    return (await readBody(response)) as T;
  } catch (error) {
    throw await toApiError(error, url);
  }
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => send<T>('get', path, options),
  post: <T>(path: string, options?: RequestOptions) => send<T>('post', path, options),
  put: <T>(path: string, options?: RequestOptions) => send<T>('put', path, options),
  patch: <T>(path: string, options?: RequestOptions) => send<T>('patch', path, options),
  delete: <T>(path: string, options?: RequestOptions) => send<T>('delete', path, options),
};
