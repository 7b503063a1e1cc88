/**
 * Outgoing HTTP for the providers (AI, video platforms): fetch with a timeout, a bounded body
 * and errors that carry what the remote side said, so it can be shown to an admin.
 */

export class RemoteError extends Error {
  override name = 'RemoteError';

  constructor(
    message: string,
    /** HTTP status, when the remote side answered. */
    readonly status: number | null = null,
    /** The remote side's body (parsed JSON when it was JSON). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (serialized here) or raw text. */
  json?: unknown;
  body?: string;
  timeoutMs: number;
  /** Bodies larger than this are refused (default 5 MB). */
  maxBytes?: number;
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new RemoteError(`response larger than ${maxBytes} bytes`, response.status);
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    if (total > maxBytes) throw new RemoteError(`response larger than ${maxBytes} bytes`, response.status);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export async function httpRequest(url: string, options: RequestOptions): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `timed out after ${options.timeoutMs} ms`
        : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
    throw new RemoteError(`request to ${new URL(url).host} failed: ${reason}`);
  }
  try {
    return { status: response.status, headers: response.headers, body: await readLimited(response, options.maxBytes ?? 5 * 1024 * 1024) };
  } catch (error) {
    if (error instanceof RemoteError) throw error;
    // The answer started, then stalled past the timeout (or the connection broke mid-body).
    const reason = (error as Error).name === 'TimeoutError' ? `timed out after ${options.timeoutMs} ms` : (error as Error).message;
    throw new RemoteError(`reading the answer of ${new URL(url).host} failed: ${reason}`, response.status);
  }
}

/** A JSON call: a non-2xx answer or a body that is not JSON becomes a RemoteError. */
export async function httpJson<T = unknown>(url: string, options: RequestOptions): Promise<T> {
  const { status, body } = await httpRequest(url, options);
  const text = body.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Kept as text for the error below.
  }
  if (status < 200 || status > 299) {
    throw new RemoteError(`HTTP ${status}: ${describeErrorBody(parsed)}`, status, parsed);
  }
  if (typeof parsed !== 'object' || parsed === null) throw new RemoteError('answer is not a JSON object', status, parsed);
  return parsed as T;
}

/** The most telling message inside an error body of the usual shapes. */
export function describeErrorBody(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 300) || 'empty body';
  if (typeof body !== 'object' || body === null) return String(body);
  const record = body as Record<string, any>;
  const candidates = [
    record.error?.message,
    typeof record.error === 'string' ? record.error : undefined,
    record.message,
    record.base_resp?.status_msg,
    record.ResponseMetadata?.Error?.Message,
    record.detail,
  ];
  const found = candidates.find((value) => typeof value === 'string' && value !== '');
  return (found as string | undefined) ?? JSON.stringify(body).slice(0, 300);
}
