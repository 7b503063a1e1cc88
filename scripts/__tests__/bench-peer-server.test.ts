// The peer bench serves a peer's build as our server serves ours (bench/peer/static-server.mjs):
// brotli to a browser that accepts it, index.html for a path that names no file, 404 otherwise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

interface Answer {
  status: number;
  encoding: string | null;
  type: string | null;
  body: string;
}

/** Serves `dir` and asks for each of `asks` ([path, accept-encoding]); answers decoded to text. */
function ask(dir: string, asks: [string, string][]): Answer[] {
  const script = `
    import { brotliDecompressSync } from 'node:zlib';
    const { serveBuild } = await import('./bench/peer/static-server.mjs');
    const server = await serveBuild(${JSON.stringify(dir)}, 0);
    const answers = [];
    for (const [path, encoding] of ${JSON.stringify(asks)}) {
      const response = await new Promise((done) => {
        import('node:http').then(({ get }) => get(server.base + path, { headers: { 'accept-encoding': encoding } }, done));
      });
      const chunks = [];
      for await (const chunk of response) chunks.push(chunk);
      const raw = Buffer.concat(chunks);
      const br = response.headers['content-encoding'] === 'br';
      answers.push({
        status: response.statusCode,
        encoding: response.headers['content-encoding'] ?? null,
        type: response.headers['content-type'] ?? null,
        body: (br ? brotliDecompressSync(raw) : raw).toString('utf8'),
      });
    }
    await server.stop();
    console.log(JSON.stringify(answers));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Answer[];
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'peer-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("peer");'.repeat(50));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('files go out with brotli when the browser takes it, as they are otherwise', () => {
  const [br, plain] = ask(dir, [
    ['/assets/index-abc.js', 'gzip, deflate, br'],
    ['/assets/index-abc.js', 'gzip'],
  ]);
  expect(br).toMatchObject({ status: 200, encoding: 'br', type: 'text/javascript; charset=utf-8' });
  expect(plain).toMatchObject({ status: 200, encoding: null });
  expect(br!.body).toBe(plain!.body);
  expect(br!.body.startsWith('console.log("peer");')).toBe(true);
});

test('/login gets index.html; a missing file is 404', () => {
  const [login, missing] = ask(dir, [
    ['/login', 'br'],
    ['/assets/missing.js', 'br'],
  ]);
  expect(login).toMatchObject({
    status: 200,
    encoding: 'br',
    type: 'text/html; charset=utf-8',
    body: '<!doctype html><div id="root"></div>',
  });
  expect(missing!.status).toBe(404);
});
