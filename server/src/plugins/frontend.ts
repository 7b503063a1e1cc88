import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'

/** URL segment under /remotes/ -> workspace folder whose dist/ holds that remote's build. */
export const REMOTES: Record<string, string> = {
  account: 'remote-account',
  items: 'remote-items',
  templates: 'remote-templates',
  'video-tasks': 'remote-video-tasks',
}

/** Paths the single-page fallback must never answer (API, remotes, stored media): they 404 like any unknown API path. */
const NOT_SHELL = /^\/(api|remotes|media)(\/|$)|^\/docs/

const NO_CACHE = 'no-cache'
const FOREVER = 'public, max-age=31536000, immutable'

/**
 * Entry points (index.html, config and manifests, remoteEntry.js) are what a new deploy changes
 * under the same name: browsers must revalidate them every time. Files with a content hash in
 * their name never change, so they may be cached for a year. Anything else revalidates too.
 */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.1a2b3c4d.js.br) is cached as the file it stands for.
  const name = basename(filePath).replace(/\.(br|gz)$/, '')
  if (name === 'remoteEntry.js' || name.endsWith('.json') || name.endsWith('.html')) return NO_CACHE
  return hasContentHash(name) ? FOREVER : NO_CACHE
}

/** A name segment other than the extension made of 8+ hex digits (with at least one digit). */
function hasContentHash(name: string): boolean {
  const segments = name.split(/[.\-_]/)
  return segments.slice(0, -1).some((segment) => /^[0-9a-f]{8,}$/i.test(segment) && /\d/.test(segment))
}

/**
 * A path inside a served folder, or null for anything that could leave it or reach a hidden
 * file. Checked here as well as by @fastify/send so the fallback never guesses about such paths.
 */
function safeRelativePath(urlPath: string): string | null {
  const segments = urlPath.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\0') || segment.includes('\\'))) return null
  return segments.join('/')
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * Serves the built frontends from one origin: the shell at / (with a fallback to its
 * index.html for client-side routes) and each remote under /remotes/<name>/. Files are looked
 * up on disk per request, so redeploying a remote's dist/ while the server runs takes effect on
 * the next request. Folders that are not built yet simply answer 404 (remotes) or 503 (shell).
 */
export const frontendPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app
  const shellDir = join(config.webRoot, 'shell', 'dist')

  await app.register(fastifyStatic, {
    root: config.webRoot,
    serve: false,
    // We set Cache-Control ourselves from the file name; ETag/Last-Modified stay on so that
    // revalidating an unchanged entry point costs a 304.
    cacheControl: false,
    // The production build writes a .br and a .gz beside each text file, compressed at the
    // strongest settings (shared-ui/build/precompress-plugin.cjs). They are sent as they are when
    // the browser accepts the encoding; any other file is compressed per answer by
    // @fastify/compress, which leaves an answer that already has a Content-Encoding alone.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', cacheControlFor(path))
    },
  })

  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE)
    return {
      apiUrl: config.apiUrl,
      remotes: {
        account: config.remoteUrls.account,
        items: config.remoteUrls.items,
        templates: config.remoteUrls.templates,
        videoTasks: config.remoteUrls.videoTasks,
      },
    }
  })

  for (const [segment, folder] of Object.entries(REMOTES)) {
    const root = join(config.webRoot, folder, 'dist')
    app.get<{ Params: { '*': string } }>(`/remotes/${segment}/*`, { schema: { hide: true } }, async (request, reply) => {
      const path = safeRelativePath(request.params['*'])
      if (!path || !(await isFile(join(root, path)))) return reply.callNotFound()
      return reply.sendFile(path, root)
    })
  }

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    if (NOT_SHELL.test(request.url)) return reply.callNotFound()
    const path = safeRelativePath(request.params['*'])
    if (path && (await isFile(join(shellDir, path)))) return reply.sendFile(path, shellDir)
    if (await isFile(join(shellDir, 'index.html'))) return reply.sendFile('index.html', shellDir)
    return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send('Frontend not built: run npm run build')
  })
}
