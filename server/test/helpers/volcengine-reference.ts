// Volcengine's own request signer (from its @volcengine/openapi SDK), the reference our 即梦 signer
// is checked against: what it computes for a request is what Volcengine's gateway expects.
import signerModule from '@volcengine/openapi/lib/base/sign.js';

const Signer = signerModule.default;

export interface ReferenceRequest {
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  body: string;
  accessKey: string;
  secretKey: string;
  region: string;
  service: string;
  date: Date;
}

/** The Authorization and X-Content-Sha256 headers Volcengine's SDK sends for this request. */
export function referenceSignature(request: ReferenceRequest): { authorization: string; contentSha256: string } {
  const signer = new Signer(
    {
      method: request.method,
      region: request.region,
      pathname: request.path,
      params: { ...request.query },
      headers: { Host: request.host },
      body: request.body,
    },
    request.service,
  );
  signer.addAuthorization({ accessKeyId: request.accessKey, secretKey: request.secretKey }, request.date);
  const headers = signer.request.headers as Record<string, string>;
  return { authorization: headers.Authorization!, contentSha256: headers['X-Content-Sha256']! };
}

/** The instant an X-Date header (20240102T030405Z) names. */
export function dateOfXDate(xDate: string): Date {
  return new Date(xDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
}
