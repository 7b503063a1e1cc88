import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { demoPlugin } from './demo/demo.plugin.js';
import { FEATURES } from './features.js';
import { INVALID_URL, URI_TOO_LONG } from './lib/messages.js';
import { inDependencyOrder } from './lib/plugin-order.js';
import { bodyParsersPlugin } from './plugins/body-parsers.js';
import { configPlugin } from './plugins/config.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { applyHelmetHeaders, helmetPlugin } from './plugins/helmet.js';
import { mailPlugin } from './plugins/mail.js';
import { openapiPlugin } from './plugins/openapi.js';
import { readinessPlugin } from './plugins/readiness.js';
import { securityPlugin } from './plugins/security.js';
import { storagePlugin } from './plugins/storage.js';
import { validationPlugin } from './plugins/validation.js';
import { aiPlugin } from './providers/ai/index.js';
import { workerPlugin } from './worker/worker.plugin.js';

export interface BuildAppOptions {
  /** Fastify's logger option; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

/** Only the API and the remotes are called cross-origin; the shell is served same-origin. */
const CORS_PATHS = /^\/(api|remotes)(\/|$)/;
/** What the API's routes use, and the headers its clients send beyond the safelisted ones. */
const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const CORS_HEADERS = ['authorization', 'content-type'];
/** The change stream's client also sends the id of the last event it saw, to resume after it. */
const EVENT_STREAM_PATH = /^\/api\/backend\/video-tasks\/events\/?(\?|$)/;
const EVENT_STREAM_CORS_HEADERS = [...CORS_HEADERS, 'last-event-id'];

/** Query parameters that carry a secret (a reset link's token) never reach a log line. */
const SECRET_QUERY = /([?&](?:token|access_token|reset_token)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** Every request log line names its URL with secrets blanked out. */
function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const serializers = {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  };
  return { ...(typeof logger === 'object' ? logger : {}), serializers };
}

/**
 * Which X-Forwarded-For hops to believe: none, the nearest `n` (a hop count), or listed proxies.
 * A hop count is given to Fastify as the function proxy-addr would build from it.
 */
function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * With a certificate and key (TLS_CERT_FILE, TLS_KEY_FILE), the server terminates TLS and speaks
 * HTTP/2, which carries a screen's many files over one connection; clients that do not offer h2
 * get HTTP/1.1 on the same port. Typed as the plain HTTP server's options on purpose: Fastify gives
 * routes, hooks and plugins the same request and reply either way, so one FastifyInstance type
 * serves every caller and test, and only the raw server (`app.server`) is then an
 * Http2SecureServer, which server.ts handles when it shuts down.
 */
function serverOptions(config: Config): Partial<FastifyServerOptions> {
  if (!config.tls) return {};
  return { http2: true, https: { cert: config.tls.cert, key: config.tls.key, allowHTTP1: true } } as Partial<FastifyServerOptions>;
}

/**
 * The whole application as a Fastify instance: external plugins, then what the features share
 * (database, security, mail, storage, AI), then the features with their routes, then what drives
 * them from outside a request. Tests build it exactly as the server does.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(config),
    logger: withRedactedUrls(options.logger ?? { level: config.logLevel }),
    trustProxy: trustProxyOption(config.trustProxy),
    // FastAPI redirects a missing trailing slash; answering both spellings is simpler.
    // Path parameters hold e-mails (up to 255 characters) and ids; the router's default limit of
    // 100 would refuse valid addresses before validation could answer.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // A URL the router cannot read (bad %-encoding, a parameter beyond that limit) gets the
    // contract's error body and the usual headers, not Fastify's own body.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      applyHelmetHeaders(config, request, reply);
      void reply.code(tooLong ? 414 : 400).send({ detail: tooLong ? URI_TOO_LONG : INVALID_URL });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(validationPlugin);
  await app.register(errorsPlugin);
  await app.register(helmetPlugin);

  // External plugins.
  await app.register(bodyParsersPlugin);
  // Answers up to 64 KB (every page of a list at the screens' sizes) are compressed in one
  // synchronous call: for payloads this small a zlib stream per answer (the plugin's path above
  // 8 KB on two cores) costs several times the compression itself. API answers are made per
  // request, so they get brotli's fastest level (half the time of the default 4, about 15 %
  // larger); files (the frontends' bundles) keep level 4.
  const compressOptions = { encodings: ['br', 'gzip', 'deflate'] as ('br' | 'gzip' | 'deflate')[], syncThreshold: 64 * 1024 };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) {
      route.compress = { ...compressOptions, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } };
    }
  });
  await app.register(compress, compressOptions);
  const allowedOrigins = [...new Set([...config.corsOrigins, config.frontendHost])];
  await app.register(cors, {
    delegator: (request, callback) => {
      const applies = CORS_PATHS.test(request.url ?? '');
      const allowedHeaders = EVENT_STREAM_PATH.test(request.url ?? '') ? EVENT_STREAM_CORS_HEADERS : CORS_HEADERS;
      callback(null, applies ? { origin: allowedOrigins, credentials: true, methods: CORS_METHODS, allowedHeaders } : { origin: false });
    },
  });
  await app.register(openapiPlugin);

  // What the features share: the database, passwords and tokens, mail, the file store, AI.
  await app.register(dbPlugin);
  await app.register(readinessPlugin);
  await app.register(securityPlugin);
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(aiPlugin);

  // The features (features.ts), each after the ones it depends on.
  for (const feature of inDependencyOrder(FEATURES)) await app.register(feature);

  // Both act when the app is ready: the demo loader starts (awaited through app.demoSeeded), then
  // the worker starts (it never takes demo tasks, which are not worker-managed).
  await app.register(demoPlugin);
  await app.register(workerPlugin);

  return app;
}
