import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../../config/content-security-policy.js';
import { remoteUrlSetting } from '../../config.js';
import { RELEASE_FILE_POLICY, RELEASE_ID } from '../releases/release-store.js';
import { HOST_PAGES, REACT_DEVELOPMENT_FOLDER } from '../releases/release-file-kinds.js';
import { ShellPages } from '../releases/shell-pages.js';
import { BuildReader, NO_BUILD, type BuildFacts } from './build-reader.js';
import { renderPage } from './first-screen-pages.js';
import { createBrowserIdQuota } from '../rollouts/browser-id-quota.js';
import {
  PER_BROWSER_CACHE,
  answerBrowser,
  assignBrowser,
  browserStateOf,
  secureCookies,
  type BrowserState,
  type OverrideRelease,
} from '../rollouts/browser-state.js';
import type { OverrideInForce } from '../frontend-overrides/frontend-overrides.service.js';
import { mountsOf, readLiveFrontends, runtimeConfigOf, type LiveFrontends, type PageOverride } from './live-frontends.js';

/** Paths the single-page fallback must never answer (API, remotes, stored media): they 404 like any unknown API path. */
const NOT_SHELL = /^\/(api|remotes|media)(\/|$)|^\/docs/;

const NO_CACHE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';
/** A release sent to one browser only (a preview, a rollout side): no shared cache may keep it for others. */
const ONE_BROWSER_FOREVER = 'private, max-age=31536000, immutable';

/**
 * Entry points (index.html, config and manifests, remoteEntry.js) are what a new deploy changes
 * under the same name: browsers must revalidate them every time. Files with a content hash in
 * their name never change, so they may be cached for a year. Anything else revalidates too.
 */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.1a2b3c4d.js.br) is cached as the file it stands for.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'remoteEntry.js' || name.endsWith('.json') || name.endsWith('.html')) return NO_CACHE;
  return hasContentHash(name) ? FOREVER : NO_CACHE;
}

/** The shell's pages (index.html, its copy's) are never sent as files: such a path gets this browser's page. */
function isPagePath(path: string): boolean {
  return HOST_PAGES.has(path);
}

/** A name segment other than the extension made of 8+ hex digits (with at least one digit). */
function hasContentHash(name: string): boolean {
  const segments = name.split(/[.\-_]/);
  return segments.slice(0, -1).some((segment) => /^[0-9a-f]{8,}$/i.test(segment) && /\d/.test(segment));
}

/**
 * A path inside a served folder, or null for anything that could leave it or reach a hidden
 * file. Checked here as well as by @fastify/send so the fallback never guesses about such paths.
 */
function safeRelativePath(urlPath: string): string | null {
  const segments = urlPath.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\0') || segment.includes('\\'))) return null;
  return segments.join('/');
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the frontends from one origin: the shell at / (with a fallback to its index.html for
 * client-side routes) and each remote under /remotes/<name>/. A frontend with a live release is
 * served from the release store: its remotes at /remotes/<name>/<release id>/ (every file there
 * immutable, so a tab keeps loading the release it started with), the shell's index.html from its
 * live release. The shell without one is served from its dist/ in place (development, tests); a
 * remote without one only when its REMOTE_*_URL pins it there.
 * The live pointers are read per page load, so a promote or rollback takes effect at the next one
 * on every instance. Folders that are not built yet answer 404 (remotes) or 503 (shell).
 *
 * A page carries the runtime config and names every file its route's first screen loads
 * (FIRST_SCREEN_HINTS, first-screen-pages.ts), so the browser fetches them all at once. A page and
 * /config.json are per browser: a remote in rollout or previewed may load another release there
 * (app.rollouts), so they are never cached across browsers. A browser without a valid
 * assignment cookie gets one with a page, within its address group's hourly quota
 * (BROWSER_IDS_PER_ADDRESS_GROUP_PER_HOUR); /config.json only reads the one it has. A browser
 * with a developer's override in force (app.frontendOverrides) loads that module from the
 * override's development server or release, and its page's policy allows that server.
 */
export const frontendRoutes: FastifyPluginAsync = async (app) => {
  const { config, releases } = app;
  const { store } = releases;
  const shellPages = new ShellPages(store);
  const reader = new BuildReader();

  await app.register(fastifyStatic, {
    root: config.webRoot,
    serve: false,
    // We set Cache-Control ourselves from the file name; ETag/Last-Modified stay on so that
    // revalidating an unchanged entry point costs a 304.
    cacheControl: false,
    // The production build writes a .br and a .gz beside each text file, compressed at the
    // strongest settings (kit/build/precompression.cjs). They are sent as they are when
    // the browser accepts the encoding; any other file is compressed per answer by
    // @fastify/compress, which leaves an answer that already has a Content-Encoding alone.
    preCompressed: true,
    // A release's files say how long they keep (ReleaseStore.send); the rest by their names.
    setHeaders: (reply: FastifyReply, path: string) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlFor(path));
    },
  });

  const browserIds = createBrowserIdQuota(app.db, config.browserIdsPerAddressGroupPerHour);

  /**
   * What this browser loads now: the live releases, or its side of a rollout, or its preview
   * (app.rollouts), as its cookies say, or as `assigned` says once a page gave it an id.
   */
  function frontendsFor(request: FastifyRequest, assigned?: { state: BrowserState; cookies: string[] }) {
    const { state, cookies } =
      assigned ?? answerBrowser(request, config.secretKey, secureCookies(request, config.frontendHost), Date.now());
    const live = app.frontendOverrides.inForce(request).then((override) =>
      readLiveFrontends({
        config,
        modules: app.frontendModules,
        releases,
        reader,
        choose: (each) => app.rollouts.choose({ ...state, overrideRelease: overrideReleaseOf(override) }, each),
        override: pageOverrideOf(override),
      }),
    );
    return { live, cookies, state };
  }

  /**
   * A page for a browser without an id: one is issued when its address group's quota allows, and
   * the page is for that id's sides (the shell's release is the same for every browser). Files
   * never issue one, so only pages spend the quota.
   */
  async function withAssignment(request: FastifyRequest, chosen: ReturnType<typeof frontendsFor>) {
    if (chosen.state.browserId) return { live: await chosen.live, cookies: chosen.cookies };
    const secure = secureCookies(request, config.frontendHost);
    const assigned = await assignBrowser(request, config.secretKey, secure, Date.now(), browserIds);
    if (!assigned.state.browserId) return { live: await chosen.live, cookies: chosen.cookies };
    return { live: await frontendsFor(request, assigned).live, cookies: assigned.cookies };
  }

  /** How pages report their remote loads: the share of successes to send, from this instance's traffic (app.frontendReports). */
  const reporting = () => ({ reports: { sample: app.frontendReports.sampleRate() } });

  /** An answer that depends on the browser's cookies: never shared by a cache, and carrying its new cookies. */
  function perBrowser(reply: FastifyReply, cookies: string[]) {
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', PER_BROWSER_CACHE).header('vary', 'Cookie');
  }

  app.get('/config.json', { schema: { hide: true } }, async (request, reply) => {
    const { live, cookies } = frontendsFor(request);
    const frontends = await live;
    perBrowser(reply, cookies);
    return runtimeConfigOf(frontends, config, reporting());
  });

  /** The shell's page for the route asked, revalidated by its content. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    shell: BuildFacts,
    chosen: ReturnType<typeof frontendsFor>,
  ) {
    const { live, cookies } = await withAssignment(request, chosen);
    const path = new URL(request.url, 'http://page').pathname;
    const hinted = config.firstScreenHints
      ? renderPage(path, html, {
          shell,
          config: runtimeConfigOf(live, config, reporting()),
          remotes: pageRemotes(live),
          mounts: mountsOf(live),
        })
      : null;
    const body = hinted?.html ?? html;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    perBrowser(reply, cookies);
    reply.header('etag', etag).type('text/html; charset=utf-8');
    // The page of a browser with a developer's override lets it load from that development server.
    const developmentOrigin = live.override?.origin ?? null;
    if (hinted || developmentOrigin)
      reply.header('content-security-policy', contentSecurityPolicy(config, hinted?.scriptSources ?? [], developmentOrigin));
    return request.headers['if-none-match'] === etag ? reply.code(304).send() : reply.send(body);
  }

  // /remotes/<segment>/<release id>/<file>: a release, from the store, kept for good (a release
  // never changes, its entry points included); anything else, the build in place of a pinned remote. A segment no
  // enabled module has, a retired module's among them, answers 404. A release reaches a browser
  // only once it has been live, or when the server sent it to that browser (its preview, its
  // rollout side: kept by that browser alone); a withdrawn one reaches nobody.
  app.get<{ Params: { segment: string; '*': string } }>('/remotes/:segment/*', { schema: { hide: true } }, async (request, reply) => {
    const module = await app.frontendModules.bySegment(request.params.segment);
    const path = safeRelativePath(request.params['*']);
    if (!module || module.isHost || !path) return reply.callNotFound();
    const [first, ...rest] = path.split('/');
    if (RELEASE_ID.test(first!) && rest.length > 0) {
      const override = await app.frontendOverrides.inForce(request);
      const browser = { ...browserStateOf(request, config.secretKey, Date.now()), overrideRelease: overrideReleaseOf(override) };
      const audience = await app.rollouts.audienceOf(module.name, first!, browser);
      if (audience === 'nobody') return reply.callNotFound();
      const cacheControl = audience === 'everyone' ? FOREVER : ONE_BROWSER_FOREVER;
      if (audience !== 'not-stored' && (await store.send(reply, module.name, first!, rest.join('/'), cacheControl))) return reply;
    }
    // A build in place is served only for a remote pinned to it (its REMOTE_*_URL names a file
    // under /remotes/<segment>/): an operator's choice, never a stand-in for a live release.
    const pinned = config.remoteUrls[remoteUrlSetting(module.configKey)];
    if (!pinned?.startsWith(`/remotes/${module.segment}/`)) return reply.callNotFound();
    const root = join(config.webRoot, module.name, 'dist');
    if (!(await isFile(join(root, path)))) return reply.callNotFound();
    return reply.header('x-content-type-options', 'nosniff').header('content-security-policy', RELEASE_FILE_POLICY).sendFile(path, root);
  });

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    if (NOT_SHELL.test(request.url)) return reply.callNotFound();
    const path = safeRelativePath(request.params['*']);
    const chosen = frontendsFor(request);
    const live = await chosen.live;
    const { host, hostRelease } = live;
    if (host && hostRelease) {
      // A file of the live release, or a content-hashed one of an earlier live release that an
      // open tab started with (hashed names never collide; a shell release never live, or
      // withdrawn, reaches nobody); every other path is the page.
      if (path && !isPagePath(path)) {
        const releaseIds = hasContentHash(basename(path))
          ? [hostRelease.release_id, ...(await releases.servedToAll(host.name))]
          : [hostRelease.release_id];
        const releaseId = await shellPages.releaseHolding(host.name, path, releaseIds);
        if (releaseId && (await store.send(reply, host.name, releaseId, path, cacheControlFor(path)))) return reply;
      }
      const { release_id: releaseId, built_at: builtAt } = hostRelease;
      const copy = developing(live) ? await shellPages.reactDevelopmentPage(host.name, releaseId, builtAt) : null;
      if (copy) return sendPage(request, reply, copy.html, NO_BUILD, chosen);
      const page = await shellPages.page(host.name, releaseId, builtAt);
      const facts = await reader.release(store, host.name, releaseId);
      return sendPage(request, reply, page.html, facts, chosen);
    }
    const shellDir = join(config.webRoot, host?.name ?? 'shell', 'dist');
    if (path && !isPagePath(path) && (await isFile(join(shellDir, path)))) return reply.sendFile(path, shellDir);
    const copy = developing(live) ? await readFile(join(shellDir, REACT_DEVELOPMENT_FOLDER, 'index.html'), 'utf8').catch(() => null) : null;
    if (copy !== null) return sendPage(request, reply, copy, NO_BUILD, chosen);
    const html = await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => null);
    if (html !== null) return sendPage(request, reply, html, await reader.folder(shellDir), chosen);
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send('Frontend not built: run npm run build');
  });
};

/** The remotes as the page's hints need them; one a development server serves is left out (its files are not known here). */
function pageRemotes(live: LiveFrontends) {
  return live.remotes
    .filter((remote) => !remote.fromDevelopmentServer)
    .map(({ module, manifestUrl, facts }) => ({ key: module.configKey, manifestUrl, facts }));
}

/**
 * Whether this browser loads a module from a developer's dev server: its page is then the shell's
 * copy on React's development build, where the module's edits refresh in place with their state
 * (when the shell's build has that copy; an older one's page is the usual one). That page names no
 * first-screen files: they are the production copy's.
 */
function developing(live: LiveFrontends): boolean {
  return Boolean(live.override?.url);
}

/** The release a developer's override in force loads, as the rollouts' choice needs it. */
function overrideReleaseOf(override: OverrideInForce | null): OverrideRelease | null {
  return override?.release ? { module: override.module.name, ...override.release } : null;
}

function pageOverrideOf(override: OverrideInForce | null): PageOverride | null {
  if (!override) return null;
  const { module, url, origin, release, expiresAt } = override;
  return { module: module.name, url, origin, releaseId: release?.release_id ?? null, expiresAt };
}
