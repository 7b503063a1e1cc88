import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { FRONTENDS, REMOTE_FRONTENDS, type Frontend } from '../modules/releases/frontends.js';
import { RELEASE_ID, ReleaseStore } from '../modules/releases/release-store.js';
import { FirstScreenPages, type RemoteLocation } from '../modules/first-screen/first-screen-pages.js';
import type { LiveRelease } from '../modules/releases/releases.repository.js';
import { ShellPages } from '../modules/releases/shell-pages.js';
import { contentSecurityPolicy } from './helmet.js';

/** Paths the single-page fallback must never answer (API, remotes, stored media): they 404 like any unknown API path. */
const NOT_SHELL = /^\/(api|remotes|media)(\/|$)|^\/docs/;

const NO_CACHE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';

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
 * live release. A frontend without one is served from its dist/ in place (development, tests).
 * The live pointers are read per page load, so a promote or rollback takes effect at the next one
 * on every instance. Folders that are not built yet answer 404 (remotes) or 503 (shell).
 *
 * A page carries the runtime config and names every file its route's first screen loads
 * (FIRST_SCREEN_HINTS, modules/first-screen), so the browser fetches them all at once.
 */
export const frontendPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const shellDir = join(config.webRoot, 'shell', 'dist');
  const store = new ReleaseStore(config.releases.dir);
  const shellPages = new ShellPages(store);
  const firstScreenPages = new FirstScreenPages();

  await app.register(fastifyStatic, {
    root: config.webRoot,
    serve: false,
    // We set Cache-Control ourselves from the file name; ETag/Last-Modified stay on so that
    // revalidating an unchanged entry point costs a 304.
    cacheControl: false,
    // The production build writes a .br and a .gz beside each text file, compressed at the
    // strongest settings (shared-ui/build/precompression.cjs). They are sent as they are when
    // the browser accepts the encoding; any other file is compressed per answer by
    // @fastify/compress, which leaves an answer that already has a Content-Encoding alone.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      // A remote's release never changes, its entry points included.
      const immutable = REMOTE_FRONTENDS.some((remote) => path.startsWith(`${store.dirOf(remote.package, '')}${sep}`));
      reply.header('cache-control', immutable ? FOREVER : cacheControlFor(path));
    },
  });

  const liveReleases = async () => new Map((await app.releases.live()).map((row) => [row.package, row]));
  type Live = Map<string, LiveRelease>;

  /** The live release of a frontend, unless its URL is pinned by a setting. */
  const releaseOf = (live: Live, frontend: Frontend) =>
    config.pinnedRemotes.includes(frontend.configKey) ? undefined : live.get(frontend.package);

  /** Where each remote loads from now, and the folder holding that build when it is on this server. */
  const remoteLocations = (live: Live): RemoteLocation[] =>
    REMOTE_FRONTENDS.map((remote) => {
      const release = releaseOf(live, remote);
      if (release)
        return {
          key: remote.configKey,
          manifestUrl: manifestUrl(config, remote, release.release_id),
          dir: store.dirOf(remote.package, release.release_id),
        };
      const url = config.remoteUrls[remote.configKey as keyof Config['remoteUrls']];
      const inPlace = url.startsWith(`/remotes/${remote.segment}/`)
        ? join(config.webRoot, remote.package, 'dist', url.slice(`/remotes/${remote.segment}/`.length, url.lastIndexOf('/')))
        : null;
      return { key: remote.configKey, manifestUrl: url, dir: inPlace };
    });

  const runtimeConfig = (live: Live, remotes = remoteLocations(live)) => {
    const releases: Record<string, { id: string; builtAt: string }> = {};
    for (const frontend of FRONTENDS) {
      const release = releaseOf(live, frontend);
      if (release) releases[frontend.configKey] = { id: release.release_id, builtAt: release.built_at };
    }
    const urls = Object.fromEntries(remotes.map(({ key, manifestUrl: url }) => [key, url]));
    return { apiUrl: config.apiUrl, remotes: urls, ...(Object.keys(releases).length > 0 ? { releases } : {}) };
  };

  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return runtimeConfig(await liveReleases());
  });

  /** The shell's page for the route asked, revalidated by its content. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, shellDir: string, live: Live) {
    const path = new URL(request.url, 'http://page').pathname;
    const remotes = remoteLocations(live);
    const hinted = config.firstScreenHints
      ? await firstScreenPages.render(path, html, { shellDir, config: runtimeConfig(live, remotes), remotes })
      : null;
    const body = hinted?.html ?? html;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag).type('text/html; charset=utf-8');
    if (hinted) reply.header('content-security-policy', contentSecurityPolicy(config, hinted.scriptSources));
    return request.headers['if-none-match'] === etag ? reply.code(304).send() : reply.send(body);
  }

  for (const remote of REMOTE_FRONTENDS) {
    const root = join(config.webRoot, remote.package, 'dist');
    app.get<{ Params: { '*': string } }>(`/remotes/${remote.segment}/*`, { schema: { hide: true } }, async (request, reply) => {
      const path = safeRelativePath(request.params['*']);
      if (!path) return reply.callNotFound();
      // /remotes/items/<release id>/<file>: a release, from the store; anything else, the build in place.
      const [first, ...rest] = path.split('/');
      if (RELEASE_ID.test(first!) && rest.length > 0 && (await isFile(join(store.dirOf(remote.package, first!), ...rest)))) {
        return reply.sendFile(rest.join('/'), store.dirOf(remote.package, first!));
      }
      if (!(await isFile(join(root, path)))) return reply.callNotFound();
      return reply.sendFile(path, root);
    });
  }

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    if (NOT_SHELL.test(request.url)) return reply.callNotFound();
    const path = safeRelativePath(request.params['*']);
    const live = await liveReleases();
    const shell = live.get('shell');
    if (shell) {
      // A file of the live release, or a content-hashed one of an earlier release that an open
      // tab started with (hashed names never collide); every other path is the page.
      if (path && path !== 'index.html') {
        const releaseIds = hasContentHash(basename(path))
          ? [shell.release_id, ...(await app.releases.releaseIds('shell'))]
          : [shell.release_id];
        const dir = await shellPages.dirHolding(path, releaseIds);
        if (dir) return reply.sendFile(path, dir);
      }
      const page = await shellPages.page(shell.release_id, shell.built_at);
      return sendPage(request, reply, page.html, store.dirOf('shell', shell.release_id), live);
    }
    if (path && path !== 'index.html' && (await isFile(join(shellDir, path)))) return reply.sendFile(path, shellDir);
    const html = await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => null);
    if (html !== null) return sendPage(request, reply, html, shellDir, live);
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send('Frontend not built: run npm run build');
  });
};

/** Where browsers find a remote release's manifest: this server, or the CDN holding a copy of the store. */
function manifestUrl(config: Config, remote: Frontend, releaseId: string): string {
  return config.releases.baseUrl
    ? `${config.releases.baseUrl}/${remote.package}/${releaseId}/mf-manifest.json`
    : `/remotes/${remote.segment}/${releaseId}/mf-manifest.json`;
}
