import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, SUPERUSER } from '../support/env';
import { startNpmRegistry, type NpmRegistry } from '../support/npm-registry';
import { ROOT } from '../support/redeploy';
import { logIn, signedInContext } from '../support/session';
import {
  appendLine,
  lockedScopePackages,
  runCommand,
  setDependencyRange,
  teamEnvironment,
  unscopedInternalPackages,
  type CommandResult,
} from '../support/team-repository';
import { accessToken } from '../support/users';

// A team builds its module in a repository of its own, outside this one, from the platform kit as
// the organisation's npm registry serves it: the kit is published there, the scaffold writes the
// repository, npm installs it (the @video-admin packages from that registry alone), and the team
// tests, type-checks, builds and releases it to the running product with a deploy key. The
// product's react is what the team's build must fit: a range it cannot satisfy is stopped on the
// team's machine, and a release published anyway can never go live. No file of this repository
// changes on the way.

const FEATURE = 'team-reports';
const MODULE = `remote-${FEATURE}`;
const ROUTE = `/${FEATURE}`;
// The module's names: English from its name, Chinese given to the scaffold (--zh).
const TITLE = { en: 'Team reports', 'zh-CN': '团队报表' };
const MISSING_ROUTE = '/api/v1/no-such-route/';
const PAGE_FILE = join('src', FEATURE, 'pages', `${FEATURE}-page.tsx`);

const menu = (page: Page) => page.getByRole('navigation').first();
const lastLine = (result: CommandResult) => result.stdout.trim().split('\n').at(-1)!;
const gitStatus = async () => (await runCommand('git', ['status', '--porcelain'], { cwd: ROOT })).stdout;

/** `npx video-admin release --to <product> --key <key> ...` in the team's repository, as its CI runs it. */
const release = (repository: string, key: string, ...args: string[]) =>
  runCommand('npx', ['video-admin', 'release', '--to', E2E_BASE_URL, '--key', key, ...args], { cwd: repository });

async function retire(request: APIRequestContext, headers: Record<string, string>) {
  return request.post(`/api/v1/modules/${MODULE}/retire`, { headers });
}

test.describe.configure({ mode: 'serial' });

test.describe('a team in its own repository', () => {
  test('publishes the kit to a registry, scaffolds, installs, tests, builds and releases a module that goes live; a react the shell lacks never does', async ({
    browser,
    page,
    request,
  }) => {
    // Measured: 1.6 minutes on two cores busy with other builds, most of it the install and three builds.
    test.setTimeout(360_000);
    const statusBefore = await gitStatus();
    const admin = { authorization: `Bearer ${await accessToken(request, SUPERUSER.email, SUPERUSER.password)}` };
    const work = await mkdtemp(join(tmpdir(), 'e2e-team-'));
    const repository = join(work, MODULE);
    let registry: NpmRegistry | undefined;
    let registered = false;
    try {
      registry = await test.step('an organisation registry on loopback', startNpmRegistry);
      const { url: registryUrl, publishEnv } = registry;

      await test.step('npm run kit:publish puts shared-ui, the kit and the scaffold there', async () => {
        const published = await runCommand('npm', ['run', 'kit:publish', '--', '--registry', registryUrl], {
          cwd: ROOT,
          env: teamEnvironment(publishEnv),
        });
        expect(published.code, published.output).toBe(0);
        expect(published.stdout).toContain(`@video-admin/shared-ui, @video-admin/kit, @video-admin/create-remote 0.1.0 → ${registryUrl}`);
      });

      await test.step('npm init @video-admin/remote writes the repository, its .npmrc mapping the scope to the registry, its Chinese name given', async () => {
        // npx keeps a package it ran once under its name and version, and every run publishes the
        // kit anew at the same version: the scaffold runs from a cache of its own, so it is this one.
        // npm itself must find the scaffold in the organisation's registry (--@video-admin:registry);
        // what follows -- is the scaffold's own: the registry its .npmrc names. --yes: no question
        // before fetching the scaffold.
        const created = await runCommand(
          'npm',
          [
            'init',
            '--yes',
            `--@video-admin:registry=${registryUrl}`,
            '@video-admin/remote',
            FEATURE,
            '--',
            '--registry',
            registryUrl,
            '--zh',
            TITLE['zh-CN'],
          ],
          { cwd: work, env: teamEnvironment({ npm_config_cache: join(work, 'scaffold-npm-cache') }) },
        );
        expect(created.code, created.output).toBe(0);
        expect((await readFile(join(repository, '.npmrc'), 'utf8')).split('\n')).toContain(`@video-admin:registry=${registryUrl}`);
      });

      await test.step('npm install takes @video-admin from the registry alone and nothing unscoped of ours', async () => {
        // The lock says where each package came from: npm here leaves that out of locks
        // (omit-lockfile-registry-resolved in ~/.npmrc), so this install writes it.
        const installed = await runCommand(
          'npm',
          ['install', '--prefer-offline', '--no-audit', '--no-fund', '--omit-lockfile-registry-resolved=false'],
          { cwd: repository },
        );
        expect(installed.code, installed.output).toBe(0);
        const scoped = lockedScopePackages(repository);
        expect(scoped.map(({ name }) => name).sort()).toEqual(['@video-admin/kit', '@video-admin/shared-ui']);
        for (const { name, resolved } of scoped) expect(resolved?.startsWith(registryUrl), `${name} from ${resolved}`).toBe(true);
        const listed = await runCommand('npm', ['ls', '--all', '--json'], { cwd: repository });
        expect(unscopedInternalPackages(JSON.parse(listed.stdout) as object), listed.stderr).toEqual([]);
      });

      await test.step('npm test, npm run typecheck (which catches a route the server does not have) and npm run build', async () => {
        const tested = await runCommand('npm', ['test'], { cwd: repository });
        expect(tested.code, tested.output).toBe(0);
        const typed = await runCommand('npm', ['run', 'typecheck'], { cwd: repository });
        expect(typed.code, typed.output).toBe(0);
        const putBack = appendLine(
          join(repository, PAGE_FILE),
          `void import('@video-admin/shared-ui/api').then(({ api }) => api.get('${MISSING_ROUTE}'));`,
        );
        const mistyped = await runCommand('npm', ['run', 'typecheck'], { cwd: repository });
        putBack();
        expect(mistyped.code, mistyped.output).not.toBe(0);
        expect(mistyped.output).toContain(PAGE_FILE);
        expect(mistyped.output).toContain(MISSING_ROUTE);
        const built = await runCommand('npm', ['run', 'build'], { cwd: repository });
        expect(built.code, built.output).toBe(0);
      });

      const key =
        await test.step('the superuser registers the module with its path and gives the team a key that may promote', async () => {
          const created = await request.post('/api/v1/modules/', {
            headers: admin,
            data: { name: MODULE, segment: FEATURE, config_key: 'teamReports', display_name: TITLE, paths: [ROUTE] },
          });
          expect(created.status(), await created.text()).toBe(201);
          registered = true;
          const keyed = await request.post('/api/v1/deploy-keys/', {
            headers: admin,
            data: { module: MODULE, name: `${FEATURE} CI`, expires_in_days: 1, can_promote: true },
          });
          expect(keyed.status(), await keyed.text()).toBe(201);
          return ((await keyed.json()) as { key: string }).key;
        });

      const releaseId =
        await test.step('npx video-admin release --preview: its preview link shows the page in a fresh browser', async () => {
          const previewed = await release(repository, key, '--preview');
          expect(previewed.code, previewed.output).toBe(0);
          const releaseId = lastLine(previewed);
          expect(releaseId).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
          const link = /\[release\] preview \(until [^)]+\): (\S+)/.exec(previewed.stdout)?.[1];
          expect(link, previewed.output).toBeDefined();

          const context = await signedInContext(browser, request);
          const previewing = await context.newPage();
          await previewing.goto(link!);
          await previewing.getByRole('button', { name: /Load this preview/ }).click();
          await previewing.waitForURL((address) => !address.pathname.startsWith('/preview/'));
          await previewing.goto(ROUTE);
          await expect(previewing.getByRole('heading', { level: 1, name: TITLE.en })).toBeVisible();
          await context.close();
          return releaseId;
        });

      await test.step('npx video-admin release --promote makes that build live: the menu and the page in English and Chinese', async () => {
        // The same build again (--dir: no new build): an identical build is the same release.
        const promoted = await release(repository, key, '--promote', '--dir', 'dist');
        expect(promoted.code, promoted.output).toBe(0);
        expect(lastLine(promoted)).toBe(releaseId);
        const listed = (await (await request.get(`/api/v1/releases/${MODULE}`, { headers: admin })).json()) as { live: string };
        expect(listed.live).toBe(releaseId);

        await logIn(page);
        await menu(page).getByRole('link', { name: TITLE.en, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
        await expect(page.getByRole('heading', { level: 1, name: TITLE.en })).toBeVisible();
        await page.evaluate(() => window.localStorage.setItem('language', 'zh-CN'));
        await page.reload();
        await expect(menu(page).getByRole('link', { name: TITLE['zh-CN'], exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: TITLE['zh-CN'] })).toBeVisible();
        await page.evaluate(() => window.localStorage.removeItem('language'));
      });

      await test.step('a react the live shell cannot satisfy: stopped before upload, published only when asked, never promoted', async () => {
        // The build takes its shared ranges from package.json: no reinstall needed.
        setDependencyRange(repository, 'react', '^18.3.1');
        const stopped = await release(repository, key);
        expect(stopped.code, stopped.output).toBe(1);
        expect(stopped.stderr).toMatch(/react: the build wants \^18\.3\.1, the live shell has \d/);
        expect(stopped.stdout).not.toContain('[release] uploading');

        const allowed = await release(repository, key, '--allow-mismatch', '--dir', 'dist');
        expect(allowed.code, allowed.output).toBe(0);
        expect(allowed.stdout).toMatch(
          /\[release\] mismatch kept with the release: react: the build wants \^18\.3\.1, the live shell has \d/,
        );
        const misfit = lastLine(allowed);
        expect(misfit).not.toBe(releaseId);

        const listed = (await (await request.get(`/api/v1/releases/${MODULE}`, { headers: admin })).json()) as {
          live: string;
          releases: { release_id: string; mismatches: { package: string; wanted: string; shell_version: string }[] | null }[];
        };
        expect(listed.live).toBe(releaseId);
        const kept = listed.releases.find((row) => row.release_id === misfit);
        // react and what the build shares of it (react/jsx-runtime), each with the range asked for.
        expect(kept?.mismatches).toContainEqual({ package: 'react', wanted: '^18.3.1', shell_version: expect.any(String) });
        for (const mismatch of kept?.mismatches ?? [])
          expect(mismatch).toMatchObject({ package: expect.stringMatching(/^react(\/|$)/), wanted: '^18.3.1' });
        const refused = await request.post(`/api/v1/releases/${MODULE}/promote`, {
          headers: { authorization: `Bearer ${key}` },
          data: { release_id: misfit },
        });
        expect(refused.status()).toBe(409);
        expect(await refused.text()).toContain('react');
      });

      await test.step('retired: the product is as it was for the other tests', async () => {
        const retired = await retire(request, admin);
        expect(retired.status(), await retired.text()).toBe(200);
        registered = false;
        await page.goto('/');
        await expect(menu(page).getByRole('link', { name: 'Items', exact: true })).toBeVisible();
        await expect(menu(page).getByRole('link', { name: TITLE.en })).toHaveCount(0);
      });

      await test.step('no file of the repository changed', async () => {
        expect(await gitStatus()).toBe(statusBefore);
      });
    } finally {
      if (registered) await retire(request, admin);
      await registry?.stop();
      await rm(work, { recursive: true, force: true });
    }
  });
});
