import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { startBanner } from './banner.js';
import { ConfigError, DEFAULT_SUPERUSER_PASSWORD, loadConfig, type Config } from './config.js';
import { TlsConnections } from './lib/tls-connections.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting deserves one clear line, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Invalid configuration: ${error.message}`);
  process.exit(1);
}
const app = await buildApp(config);
const tlsConnections = config.tls ? new TlsConnections(app.server) : null;

/**
 * The first step of a shutdown: keep accepting connections until none has come for a moment
 * (at most two seconds). A connection the kernel has already accepted on our behalf carries a
 * request the client has sent; closing the listening socket at once would reset it, and http's
 * server.close() would also destroy connections whose request it has not read yet. Answers given
 * meanwhile close their connection, so clients move on; over TLS, HTTP/2 sessions are sent GOAWAY
 * (TlsConnections), at the start and again at the end for those that came meanwhile. app.close()
 * then lets requests in progress finish and closes idle connections.
 */
async function drain(): Promise<void> {
  const { server } = app;
  tlsConnections?.close();
  server.prependListener('request', (_request, response) => {
    response.shouldKeepAlive = false;
  });
  let lastConnection = Date.now();
  const onConnection = () => (lastConnection = Date.now());
  server.on('connection', onConnection);
  const started = Date.now();
  while (Date.now() - lastConnection < 200 && Date.now() - started < 2000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.off('connection', onConnection);
  tlsConnections?.close();
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    // A second signal means "now": do not wait for open connections any longer.
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal} received, closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // The readiness check fails from now on, so a load balancer stops sending new requests here.
  app.readiness.startDraining();
  try {
    await drain();
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  // Ready first, then the demo data (when it loads) before the first request can come.
  await app.ready();
  await app.demoSeeded;
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}

// Tell whoever starts the server how to sign in, and nag while the well-known default
// password still works. A password someone chose is never printed.
const admin = await app.usersRepository.findByEmail(config.firstSuperuser);
const defaultPassword =
  admin !== null &&
  config.firstSuperuserPassword === DEFAULT_SUPERUSER_PASSWORD &&
  (await app.passwords.verify(admin.hashed_password, DEFAULT_SUPERUSER_PASSWORD));
if (defaultPassword) {
  app.log.warn(
    `First superuser: ${config.firstSuperuser} / password: ${DEFAULT_SUPERUSER_PASSWORD}. ` +
      'This is the default password: change it (Settings > Password) or set FIRST_SUPERUSER_PASSWORD before the first start.',
  );
} else {
  app.log.info(`First superuser: ${config.firstSuperuser}`);
}

// Besides the JSON logs, a plain banner for whoever reads the console.
console.log(
  startBanner({
    config,
    port: (app.server.address() as AddressInfo).port,
    defaultPassword,
    platforms: app.platforms.describe(),
    aiOffline: app.ai.offline,
    demoData: app.demoData,
  }),
);
