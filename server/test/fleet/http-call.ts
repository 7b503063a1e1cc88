import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body with its own headers (a multipart upload). */
  raw?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
  /** The client's own loopback address (127.0.0.2...), so the servers see another source. */
  localAddress?: string;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  /** The backend that answered through the proxy (x-served-by), if any. */
  servedBy: string | undefined;
  json(): any;
}

/** One HTTP call over a fresh socket (node:http, so the source address can be chosen). */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: Buffer | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(options.json));
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = Buffer.from(new URLSearchParams(options.form).toString());
  } else if (options.raw) {
    Object.assign(headers, options.raw.headers);
    body = options.raw.payload;
  }
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL(path, base),
      { method, headers, agent: false, ...(options.localAddress ? { localAddress: options.localAddress } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const servedBy = response.headers['x-served-by'];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes,
            servedBy: Array.isArray(servedBy) ? servedBy[0] : servedBy,
            json: () => JSON.parse(bytes.toString('utf8')),
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
