import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Permission } from '../../src/lib/roles.js';
import { adminHeaders, json, type Headers } from './api.js';

export const TEMPLATES = '/api/backend/video-template';
export const TASKS = '/api/backend/video-tasks';
export const BULK_JOBS = '/api/backend/bulk-jobs';

/** Every /api/backend call of the contract. */
export const BACKEND_ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['POST', `${TEMPLATES}/list`],
  ['GET', `${TEMPLATES}/export`],
  ['POST', `${TEMPLATES}/get`],
  ['POST', `${TEMPLATES}/create`],
  ['POST', `${TEMPLATES}/update`],
  ['POST', `${TEMPLATES}/delete`],
  ['POST', `${TEMPLATES}/copy`],
  ['POST', `${TEMPLATES}/batch-update-status`],
  ['GET', `${TEMPLATES}/1/history`],
  ['POST', `${TEMPLATES}/generate-title`],
  ['POST', `${TEMPLATES}/generate-image`],
  ['POST', `${TEMPLATES}/generate-recommendation`],
  ['POST', `${TEMPLATES}/generate-evaluation`],
  ['POST', `${TEMPLATES}/review`],
  ['POST', `${TEMPLATES}/publish`],
  ['POST', `${TEMPLATES}/generate-reference-video`],
  ['GET', `${TASKS}/`],
  ['POST', `${TASKS}/`],
  ['GET', `${TASKS}/stats/summary`],
  ['GET', `${TASKS}/export`],
  ['GET', `${TASKS}/events`],
  ['GET', `${TASKS}/1`],
  ['PUT', `${TASKS}/1`],
  ['DELETE', `${TASKS}/1`],
  ['POST', `${BULK_JOBS}/`],
  ['GET', `${BULK_JOBS}/`],
  ['GET', `${BULK_JOBS}/1`],
  ['POST', `${BULK_JOBS}/1/cancel`],
];

/**
 * The permission each back-office call needs, written out here apart from the routes' own
 * declarations so a route that changes its rule fails the tests. A list: any one of them.
 */
export const BACKEND_PERMISSIONS: Record<string, Permission | Permission[]> = {
  [`POST ${TEMPLATES}/list`]: 'templates.read',
  [`GET ${TEMPLATES}/export`]: 'templates.read',
  [`POST ${TEMPLATES}/get`]: 'templates.read',
  [`POST ${TEMPLATES}/create`]: 'templates.publish',
  [`POST ${TEMPLATES}/update`]: 'templates.edit',
  [`POST ${TEMPLATES}/delete`]: 'templates.delete',
  [`POST ${TEMPLATES}/copy`]: 'templates.publish',
  [`POST ${TEMPLATES}/batch-update-status`]: 'templates.publish',
  [`GET ${TEMPLATES}/1/history`]: 'templates.read',
  [`POST ${TEMPLATES}/generate-title`]: 'templates.edit',
  [`POST ${TEMPLATES}/generate-image`]: 'templates.edit',
  [`POST ${TEMPLATES}/generate-recommendation`]: 'templates.edit',
  [`POST ${TEMPLATES}/generate-evaluation`]: 'templates.edit',
  [`POST ${TEMPLATES}/review`]: 'templates.review',
  [`POST ${TEMPLATES}/publish`]: 'templates.publish',
  [`POST ${TEMPLATES}/generate-reference-video`]: 'templates.edit',
  [`GET ${TASKS}/`]: 'tasks.read',
  [`POST ${TASKS}/`]: 'tasks.edit',
  [`GET ${TASKS}/stats/summary`]: 'tasks.read',
  [`GET ${TASKS}/export`]: 'tasks.read',
  [`GET ${TASKS}/events`]: ['templates.read', 'tasks.read'],
  [`GET ${TASKS}/1`]: 'tasks.read',
  [`PUT ${TASKS}/1`]: 'tasks.edit',
  [`DELETE ${TASKS}/1`]: 'tasks.delete',
  [`POST ${BULK_JOBS}/`]: 'bulk.run',
  [`GET ${BULK_JOBS}/`]: 'bulk.run',
  [`GET ${BULK_JOBS}/1`]: 'bulk.run',
  [`POST ${BULK_JOBS}/1/cancel`]: 'bulk.run',
};

/** The permission a back-office call needs (the first of a list, as a refusal names it). */
export const firstPermissionOf = (method: string, url: string): Permission => {
  const needed = BACKEND_PERMISSIONS[`${method} ${url}`];
  assert.ok(needed, `${method} ${url} has no permission in BACKEND_PERMISSIONS`);
  return typeof needed === 'string' ? needed : needed[0]!;
};

export async function postJson(app: FastifyInstance, url: string, payload: object, headers?: Headers): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: headers ?? (await adminHeaders(app)), payload });
}

/** Creates a template through the API and returns it. */
export async function createTemplate(app: FastifyInstance, fields: object = {}): Promise<any> {
  const response = await postJson(app, `${TEMPLATES}/create`, { template_name: 'Test template', template_platform: 'keling', ...fields });
  assert.equal(response.statusCode, 200, response.body);
  return json(response);
}

export async function getTemplate(app: FastifyInstance, id: number): Promise<any> {
  const response = await postJson(app, `${TEMPLATES}/get`, { template_id: id });
  assert.equal(response.statusCode, 200, response.body);
  return json(response);
}

export async function createTask(app: FastifyInstance, fields: object = {}): Promise<any> {
  const response = await app.inject({
    method: 'POST',
    url: `${TASKS}/`,
    headers: await adminHeaders(app),
    payload: { template_id: 1, user_id: 1001, platform: 'keling', ...fields },
  });
  assert.equal(response.statusCode, 200, response.body);
  return json(response);
}

/** Everything a publish needs, filled. */
export const COMPLETE_FIELDS = {
  template_category_id: 'cat-1',
  photo_tips_id: 1,
  template_top_title: 'Top title',
  template_main_image: 'https://cdn.example.com/main.png',
  template_video_url: 'https://cdn.example.com/main.mp4',
};

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// Real images of each accepted kind.
/** A solid red 8-bit truecolour PNG: signature, IHDR, one IDAT (unfiltered rows), IEND. */
export function pngImage(width = 4, height = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [200, 40, 40]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 GIF (the classic transparent pixel). */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A 1x1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** An 8x8 grey baseline JPEG: one block, DC only, one-symbol Huffman tables. */
export function jpegImage(): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc0, [0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00]),
    ...segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0x00]),
    ...segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0x00]),
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    0x3f,
    0xff,
    0xd9,
  ];
  return Buffer.from(bytes);
}

export interface FilePart {
  name: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, so tests control every byte (names, types, sizes). */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; headers: Headers } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadReference(app: FastifyInstance, fields: Record<string, string>, files: FilePart[], headers?: Headers) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `${TEMPLATES}/generate-reference-video`,
    headers: { ...(headers ?? (await adminHeaders(app))), ...body.headers },
    payload: body.payload,
  });
}

/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1 standing in for a remote API; it records what it receives. */
export async function startFakeServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: error.message } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A handler that never answers (a hanging platform) must not keep the server open.
        server.closeAllConnections();
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
