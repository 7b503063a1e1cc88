import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { create } from 'tar';
import { randomEmail } from '../helpers/api.js';
import { TASKS, TEMPLATES, multipart, pngImage } from '../helpers/backend.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testDatabaseUrl } from '../helpers/build-test-app.js';
import { createStore, startServerProcess, type ServerProcess, type ServerStore } from '../helpers/server-process.js';
import { writeBuild } from '../modules/releases/fake-builds.js';
import { startS3Server, type S3Sink } from '../storage/s3-server.js';
import { call, type Answer, type CallOptions } from './http-call.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

const LOGIN_LIMIT = 4;
const READY = '/api/v1/utils/ready/';

/**
 * One deployment, two instances: both on one PostgreSQL schema, one S3 bucket (uploads, media and
 * release files) and one SECRET_KEY, each with a DATA_DIR of its own so nothing is shared by
 * accident, and no build in place to adopt (an empty WEB_ROOT). A runs
 * the worker; B serves the API only (WORKER_ENABLED=false). The test talks to them through a
 * round-robin proxy, and to each directly where it must say which one answers.
 */
describe(
  'two server instances behind a round-robin proxy',
  { skip: testDatabaseUrl ? false : 'PostgreSQL only (TEST_DATABASE_URL)', timeout: 90_000 },
  () => {
    let sink: S3Sink;
    let storeA: ServerStore;
    let storeB: ServerStore;
    let webRoot: string;
    let a: ServerProcess;
    let b: ServerProcess;
    let proxy: RoundRobinProxy;
    let adminToken: string;
    const instances = () => ({ a: a.url, b: b.url });
    const other = (name: string | undefined) => (name === 'a' ? 'b' : 'a');

    before(async () => {
      [sink, storeA, webRoot] = await Promise.all([startS3Server(), createStore(), mkdtemp(join(tmpdir(), 'fleet-web-'))]);
      // The same database schema, another DATA_DIR.
      const dataDirB = await mkdtemp(join(tmpdir(), 'fleet-b-'));
      storeB = { ...storeA, dataDir: dataDirB, remove: () => rm(dataDirB, { recursive: true, force: true }) };
      const shared = {
        ...sink.env,
        SECRET_KEY: randomBytes(32).toString('hex'),
        WEB_ROOT: webRoot,
        FIRST_SUPERUSER: ADMIN_EMAIL,
        FIRST_SUPERUSER_PASSWORD: ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        // Totals cached for a minute: one that follows the other instance's write did so through the feed.
        COUNT_CACHE_TTL_MS: '60000',
        // Behind the proxy: the client's address is the one it adds to X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        LOGIN_RATE_LIMIT_IP_MAX: String(LOGIN_LIMIT),
        LOGIN_RATE_LIMIT_IP_WINDOW_SECONDS: '120',
      };
      // Started together, on a schema neither has created yet, like a fleet rolled out at once.
      const started = await Promise.allSettled([
        startServerProcess(storeA, { ...shared, WORKER_ENABLED: 'true', WORKER_POLL_INTERVAL_MS: '100', LOCAL_PLATFORM_DELAY_MS: '300' }),
        startServerProcess(storeB, { ...shared, WORKER_ENABLED: 'false' }),
      ]);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) {
        // Never leave the one that did start running.
        await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)));
        throw failed.reason;
      }
      [a, b] = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
      proxy = await startRoundRobinProxy([
        { name: 'a', url: a.url },
        { name: 'b', url: b.url },
      ]);
      const login = await viaProxy('POST', '/api/v1/login/access-token', { form: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      assert.equal(login.status, 200, login.bytes.toString());
      adminToken = login.json().access_token;
    });

    after(async () => {
      await proxy?.close();
      await Promise.all([a?.stop(), b?.stop()]);
      await Promise.all([sink?.close(), storeA?.remove(), storeB?.remove(), webRoot && rm(webRoot, { recursive: true, force: true })]);
    });

    const viaProxy = (method: string, path: string, options?: CallOptions) => call(proxy.url, method, path, options);
    const admin = (options: CallOptions = {}): CallOptions => ({ token: adminToken, ...options });

    /** A read through the proxy that the named instance answers (the rotation alternates, so at most a few tries). */
    async function viaProxyFrom(name: string, path: string, options?: CallOptions): Promise<Answer> {
      for (let attempt = 0; attempt < 6; attempt++) {
        const answer = await viaProxy('GET', path, options);
        if (answer.servedBy === name) return answer;
      }
      throw new Error(`instance ${name} never answered ${path} through the proxy`);
    }

    it('signs up through one instance and signs in and reads the account through the others', async () => {
      const email = randomEmail('fleet');
      const password = 'fleet-password-1';
      const signup = await viaProxy('POST', '/api/v1/users/signup', { json: { email, password, full_name: 'Fleet User' } });
      assert.equal(signup.status, 200, signup.bytes.toString());
      const login = await viaProxy('POST', '/api/v1/login/access-token', { form: { username: email, password } });
      assert.equal(login.status, 200, login.bytes.toString());
      assert.notEqual(login.servedBy, signup.servedBy, 'the rotation alternates');
      const token = login.json().access_token;
      const me = await viaProxyFrom(other(login.servedBy), '/api/v1/users/me', { token });
      assert.equal(me.status, 200, me.bytes.toString());
      assert.equal(me.json().email, email);
    });

    it("a reference image uploaded through one instance is served by the other, and the worker's video by both", async () => {
      const template = await viaProxy(
        'POST',
        `${TEMPLATES}/create`,
        admin({ json: { template_name: 'Fleet', template_platform: 'keling' } }),
      );
      assert.equal(template.status, 200, template.bytes.toString());
      const image = pngImage(6, 5);
      const upload = await viaProxy(
        'POST',
        `${TEMPLATES}/generate-reference-video`,
        admin({
          raw: multipart({ template_id: String(template.json().template_id), reference_image_index: '1' }, [
            { name: 'reference_image', filename: 'fleet.png', contentType: 'image/png', data: image },
          ]),
        }),
      );
      assert.equal(upload.status, 200, upload.bytes.toString());
      const { reference_image_url: imageUrl, task_id: taskId } = upload.json();

      const read = await viaProxyFrom(other(upload.servedBy), imageUrl);
      assert.equal(read.status, 200);
      assert.equal(read.headers['content-type'], 'image/png');
      assert.deepEqual(read.bytes, image);

      // A's worker renders the task's video into the bucket; B, API only, serves it as well.
      const deadline = Date.now() + 15_000;
      let task: any;
      do {
        await new Promise((wait) => setTimeout(wait, 100));
        task = (await viaProxy('GET', `${TASKS}/${taskId}`, admin())).json();
      } while (task.task_status !== 3 && Date.now() < deadline);
      assert.equal(task.task_status, 3, JSON.stringify(task));
      assert.match(task.video_url, /^\/media\/videos\//);
      const [fromA, fromB] = await Promise.all([call(a.url, 'GET', task.video_url), call(b.url, 'GET', task.video_url)]);
      for (const video of [fromA, fromB]) {
        assert.equal(video.status, 200);
        assert.equal(video.headers['content-type'], 'video/mp4');
      }
      assert.ok(fromA.bytes.length > 1000);
      assert.deepEqual(fromB.bytes, fromA.bytes);
      const range = await call(b.url, 'GET', task.video_url, { headers: { range: 'bytes=0-99' } });
      assert.equal(range.status, 206);
      assert.deepEqual(range.bytes, fromA.bytes.subarray(0, 100));
      // Neither file touched an instance's own disk.
      for (const store of [storeA, storeB]) assert.equal(existsSync(join(store.dataDir, 'uploads')), false, store.dataDir);
    });

    it('a release published over HTTP through one instance is what the other serves at the next page load, with no shared folder', async () => {
      const builds = await mkdtemp(join(tmpdir(), 'fleet-builds-'));
      const archive = async (frontend: string, marker: string) => {
        const dir = await writeBuild(join(builds, `${frontend}-${marker}`), frontend, marker);
        const chunks: Buffer[] = [];
        for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, (await readdir(dir)).sort()))
          chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      const key = await viaProxy(
        'POST',
        '/api/v1/deploy-keys/',
        admin({ json: { module: 'remote-items', name: 'items CI', can_promote: true } }),
      );
      assert.equal(key.status, 201, key.bytes.toString());
      const publish = async (base: string, frontend: string, body: Buffer, token: string) => {
        const answer = await call(base, 'POST', `/api/v1/releases/${frontend}?promote=true`, {
          token,
          raw: { payload: body, headers: { 'content-type': 'application/gzip' } },
        });
        assert.equal(answer.status, 201, answer.bytes.toString());
        return answer.json().release_id as string;
      };
      let shell: string;
      let items: string;
      try {
        // The host's team with a superuser's token, the items team with its key; both through A.
        shell = await publish(a.url, 'shell', await archive('shell', 'f1'), adminToken);
        items = await publish(a.url, 'remote-items', await archive('remote-items', 'f2'), key.json().key);
      } finally {
        await rm(builds, { recursive: true, force: true });
      }

      // B serves the page of the new shell and names the new remote release in it, and serves its files.
      const page = await call(b.url, 'GET', '/items');
      assert.equal(page.status, 200);
      assert.match(page.bytes.toString(), new RegExp(`<meta name="shell-release" content="${shell}"`));
      assert.equal((await call(b.url, 'GET', '/config.json')).json().remotes.items, `/remotes/items/${items}/mf-manifest.json`);
      const entry = await call(b.url, 'GET', `/remotes/items/${items}/remoteEntry.js`);
      assert.equal(entry.status, 200);
      assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(entry.bytes.toString(), /"f2"/);
      const shellChunk = await call(b.url, 'GET', '/main.000000f1.js');
      assert.equal(shellChunk.status, 200);
      assert.equal(shellChunk.bytes.toString(), 'main of f1');
      // The files are in the bucket, not on either instance's disk.
      for (const store of [storeA, storeB]) assert.equal(existsSync(join(store.dataDir, 'releases')), false, store.dataDir);
    });

    it(`the login limit trips at ${LOGIN_LIMIT} attempts spread over both instances, not twice that`, async () => {
      // Another client address, so the attempts above do not count.
      const attempt = () =>
        viaProxy('POST', '/api/v1/login/access-token', {
          form: { username: ADMIN_EMAIL, password: 'wrong-password' },
          localAddress: '127.0.0.2',
        });
      const servedBy = new Set<string | undefined>();
      for (let i = 1; i <= LOGIN_LIMIT; i++) {
        const answer = await attempt();
        assert.equal(answer.status, 400, `attempt ${i}: ${answer.bytes.toString()}`);
        servedBy.add(answer.servedBy);
      }
      assert.deepEqual([...servedBy].sort(), ['a', 'b'], 'the attempts went to both instances');
      for (let i = 0; i < 2; i++) {
        const refused = await attempt();
        assert.equal(refused.status, 429, refused.bytes.toString());
        assert.ok(Number(refused.headers['retry-after']) > 0);
      }
      // The administrator's own address is not held back.
      const login = await viaProxy('POST', '/api/v1/login/access-token', { form: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      assert.equal(login.status, 200, login.bytes.toString());
    });

    it("a write through one instance shows in the other's cached totals within 100 ms", async () => {
      const templateTotal = async (base: string) =>
        (await call(base, 'POST', `${TEMPLATES}/list`, admin({ json: {} }))).json().count as number;
      const taskTotal = async (base: string) =>
        (await call(base, 'GET', `${TASKS}/stats/summary`, admin())).json().status_stats.total as number;
      for (const [total, write, writer, reader] of [
        [
          templateTotal,
          () => call(a.url, 'POST', `${TEMPLATES}/create`, admin({ json: { template_name: 'Counted', template_platform: 'keling' } })),
          'a',
          'b',
        ],
        [
          taskTotal,
          () => call(b.url, 'POST', `${TASKS}/`, admin({ json: { template_id: 1, user_id: 4242, platform: 'keling' } })),
          'b',
          'a',
        ],
      ] as const) {
        const readerUrl = instances()[reader];
        const before = await total(readerUrl);
        assert.equal(await total(readerUrl), before, 'cached');
        const written = await write();
        assert.equal(written.status, 200, written.bytes.toString());
        const started = Date.now();
        while ((await total(readerUrl)) !== before + 1) {
          assert.ok(Date.now() - started < 100, `${reader}'s total did not follow ${writer}'s write within 100 ms`);
          await new Promise((wait) => setTimeout(wait, 5));
        }
        console.log(
          `# ${total === templateTotal ? 'template' : 'task'} total on ${reader} followed a write acknowledged by ${writer} after ${Date.now() - started} ms`,
        );
      }
    });

    it('an instance draining for a shutdown answers 503 to readiness while the other keeps serving through the proxy', async () => {
      const answers: Answer[] = [];
      let serving = true;
      const load = (async () => {
        while (serving) {
          answers.push(await viaProxy('GET', '/api/v1/users/me', admin()));
          await new Promise((wait) => setTimeout(wait, 20));
        }
      })();
      await new Promise((wait) => setTimeout(wait, 200));

      b.child.kill('SIGTERM');
      const readiness: string[] = [];
      while (b.child.exitCode === null) {
        const answer = await call(b.url, 'GET', READY).catch(() => null);
        if (!answer) break; // no longer listening
        readiness.push(`${answer.status} ${answer.json().status}`);
        await new Promise((wait) => setTimeout(wait, 25));
      }
      assert.ok(readiness.includes('503 draining'), `B's readiness while it drained: ${readiness.join(', ')}`);
      assert.equal(await b.exited, 0, b.output());
      const afterExit = answers.length;
      while (answers.length < afterExit + 5) await new Promise((wait) => setTimeout(wait, 20));
      serving = false;
      await load;

      const failed = answers.filter((answer) => answer.status !== 200);
      assert.deepEqual(
        failed.map((answer) => `${answer.status} from ${answer.servedBy}: ${answer.bytes.toString()}`),
        [],
      );
      assert.ok(answers.slice(afterExit).every((answer) => answer.servedBy === 'a'));
      assert.deepEqual(proxy.inRotation(), ['a']);
      assert.equal((await call(a.url, 'GET', READY)).json().status, 'ready');
      console.log(
        `# ${answers.length} requests through the proxy while B drained and stopped, none failed; B's readiness: ${[...new Set(readiness)].join(', ')}`,
      );
    });
  },
);
