// The release command's calls to a running server: POST /api/v1/releases/<module>/check (may this
// key act, and what does the live shell provide), the upload of the build folder as a gzip tar to
// POST /api/v1/releases/<module> with progress, and a preview link.
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

/** fetch, with a refusal that names the server and why it could not be reached ("fetch failed" says neither). */
async function reach(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new Error(`could not reach ${url.origin} (${cause}): is --to the product's address?`, { cause: error });
  }
}

/** The server's answer: its JSON, or its text as the detail. */
async function answerOf(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}

/** The server's reason, whether a sentence or a validation list. */
const detailOf = (answer) => (typeof answer.detail === 'string' ? answer.detail : JSON.stringify(answer.detail ?? answer));

/**
 * Asks the server whether this key may publish (and promote) this module before anything is
 * packed or sent: a wrong key, a key of another module or one that may not promote stops here,
 * with the server's reason. Answers the largest archive the server takes (`max_upload_bytes`),
 * what the live shell provides (`shell`: its release id and shared modules, or null) and the
 * server's `api_version`.
 */
export async function checkPublish({ server, key, frontend, promote }) {
  const url = new URL(`/api/v1/releases/${encodeURIComponent(frontend)}/check${promote ? '?promote=true' : ''}`, server);
  const response = await reach(url, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
  const answer = await answerOf(response);
  if (response.status !== 200) throw new Error(`the server refuses this release (${response.status}): ${detailOf(answer)}`);
  return answer;
}

/**
 * Packs and uploads `dir` as a release of `frontend` to `server` (its origin, e.g.
 * https://admin.example.com), with the publisher's `notes` if any. Resolves with the server's answer ({frontend, release_id, promoted,
 * mismatches}); rejects with the server's reason when it refuses. `maxBytes`: checkPublish's
 * `max_upload_bytes`, so an archive the server would refuse is never sent.
 */
export async function uploadBuild({ server, key, frontend, dir, promote = false, notes, maxBytes, log = console.log }) {
  const archive = await pack(dir);
  try {
    if (typeof maxBytes === 'number' && archive.size > maxBytes) {
      throw new Error(
        `the build archive is ${(archive.size / MB).toFixed(1)} MB, more than the server takes (${(maxBytes / MB).toFixed(1)} MB, RELEASE_UPLOAD_MAX_BYTES)`,
      );
    }
    const url = new URL(`/api/v1/releases/${encodeURIComponent(frontend)}`, server);
    if (promote) url.searchParams.set('promote', 'true');
    if (notes) url.searchParams.set('notes', notes);
    log(`[release] uploading ${frontend} (${(archive.size / MB).toFixed(1)} MB) to ${url.origin}`);
    const body = createReadStream(archive.file).pipe(
      progress(archive.size, (sent) =>
        log(`[release]   ${String(Math.round((sent / archive.size) * 100)).padStart(3)} % (${(sent / MB).toFixed(1)} MB)`),
      ),
    );
    const response = await reach(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/gzip', 'content-length': String(archive.size) },
      body: Readable.toWeb(body),
      duplex: 'half',
    });
    const answer = await answerOf(response);
    if (response.status !== 201) throw new Error(`the server refused the release (${response.status}): ${detailOf(answer)}`);
    return answer;
  } finally {
    await archive.cleanUp();
  }
}

/** A link that loads this release in the browser that opens it; resolves with its `url`. */
export async function createPreview({ server, key, frontend, releaseId }) {
  const url = new URL(`/api/v1/releases/${encodeURIComponent(frontend)}/preview`, server);
  const response = await reach(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ release_id: releaseId }),
  });
  const answer = await answerOf(response);
  if (response.status !== 201) throw new Error(`the server refused a preview link (${response.status}): ${detailOf(answer)}`);
  return answer;
}
