import { createHash, createHmac } from 'node:crypto';

// Volcengine OpenAPI request signing (HMAC-SHA256, "V4" style), as used by the 即梦 visual API.

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding, as the canonical query string requires. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  body: string;
  accessKey: string;
  secretKey: string;
  region: string;
  service: string;
  /** Defaults to now. */
  date?: Date;
}

/**
 * The headers to send: Host, X-Date, X-Content-Sha256, Content-Type and Authorization. Content-Type
 * is sent but not signed, as Volcengine's own SDK signer does, so both produce the same signature.
 */
export function signVolcengine(input: SignInput): Record<string, string> {
  const date = input.date ?? new Date();
  const xDate = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const shortDate = xDate.slice(0, 8);
  const bodyHash = sha256Hex(input.body);
  const headers: Record<string, string> = {
    host: input.host,
    'x-content-sha256': bodyHash,
    'x-date': xDate,
  };
  const signedHeaders = Object.keys(headers).sort();
  const canonicalQuery = Object.keys(input.query)
    .sort()
    .map((key) => `${encode(key)}=${encode(input.query[key]!)}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path || '/',
    canonicalQuery,
    signedHeaders.map((name) => `${name}:${headers[name]!.trim()}\n`).join(''),
    signedHeaders.join(';'),
    bodyHash,
  ].join('\n');
  const scope = `${shortDate}/${input.region}/${input.service}/request`;
  const stringToSign = ['HMAC-SHA256', xDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(input.secretKey, shortDate), input.region), input.service), 'request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    'content-type': 'application/json',
    authorization: `HMAC-SHA256 Credential=${input.accessKey}/${scope}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`,
  };
}
