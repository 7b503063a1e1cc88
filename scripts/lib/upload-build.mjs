// Publishes a build folder to a running server: packs it as a gzip tar and sends it to
// POST /api/v1/releases/<module> with a deploy key, printing progress as it goes.
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { create } from 'tar';

const MB = 1024 * 1024;

/** The build folder's contents (not the folder itself) as a .tar.gz file; the archive's root is the build's. */
async function pack(dir) {
  const names = await readdir(dir);
  if (names.length === 0) throw new Error(`${dir} is empty: build first`);
  const folder = await mkdtemp(join(tmpdir(), 'release-pack-'));
  const file = join(folder, 'build.tar.gz');
  // portable: no owner names or modes from this machine; links are refused by the server anyway.
  await create({ gzip: true, cwd: dir, file, portable: true }, names.sort());
  return { file, size: (await stat(file)).size, cleanUp: () => rm(folder, { recursive: true, force: true }) };
}

/** Counts the bytes going out and reports each tenth of the way (and the end). */
function progress(size, report) {
  let sent = 0;
  let shown = -1;
  return new Transform({
    transform(chunk, _encoding, done) {
      sent += chunk.length;
      const tenth = Math.floor((sent / size) * 10);
      if (tenth > shown) {
        shown = tenth;
        report(sent);
      }
      done(null, chunk);
    },
  });
}

/**
 * Packs and uploads `dir` as a release of `frontend` to `server` (its origin, e.g.
 * https://admin.example.com). Resolves with the server's answer ({frontend, release_id,
 * promoted}); rejects with the server's reason when it refuses.
 */
export async function uploadBuild({ server, key, frontend, dir, promote = false, log = console.log }) {
  const archive = await pack(dir);
  try {
    const url = new URL(`/api/v1/releases/${encodeURIComponent(frontend)}${promote ? '?promote=true' : ''}`, server);
    log(`[release] uploading ${frontend} (${(archive.size / MB).toFixed(1)} MB) to ${url.origin}`);
    const body = createReadStream(archive.file).pipe(
      progress(archive.size, (sent) =>
        log(`[release]   ${String(Math.round((sent / archive.size) * 100)).padStart(3)} % (${(sent / MB).toFixed(1)} MB)`),
      ),
    );
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/gzip', 'content-length': String(archive.size) },
      body: Readable.toWeb(body),
      duplex: 'half',
    });
    const text = await response.text();
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = { detail: text };
    }
    if (response.status !== 201) {
      const detail = typeof answer.detail === 'string' ? answer.detail : JSON.stringify(answer.detail ?? answer);
      throw new Error(`the server refused the release (${response.status}): ${detail}`);
    }
    return answer;
  } finally {
    await archive.cleanUp();
  }
}
