import http2, { type ClientHttp2Session, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http2';

export interface H2Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP/2 session to `base`, trusting the test certificate. */
export async function connectH2(base: string, ca: Buffer): Promise<ClientHttp2Session> {
  const session = http2.connect(base, { ca });
  await new Promise<void>((resolve, reject) => {
    session.once('connect', () => resolve());
    session.once('error', reject);
  });
  return session;
}

/** One request on the session, its whole answer read. */
export function h2Request(session: ClientHttp2Session, headers: OutgoingHttpHeaders, body?: Buffer | string): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    stream.once('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
    stream.once('error', reject);
    stream.end(body);
  });
}
