import fp from 'fastify-plugin';
import { ChangeFeed } from './change-feed.js';
import { EventStreams } from './event-streams.js';
import { PostgresRelay, channelFor } from './postgres-relay.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every committed change to a video task or template, from this instance and (PostgreSQL) the others. */
    changeFeed: ChangeFeed;
    /** The open text/event-stream answers that forward the feed. */
    eventStreams: EventStreams;
  }
}

/**
 * The change feed, built once per instance. On PostgreSQL it also goes through LISTEN/NOTIFY,
 * so instances on one database hear each other's writes (their count caches forget, their
 * streams tell the screens). SQLite is one instance: the feed stays in the process.
 */
export const changesPlugin = fp(
  async (app) => {
    const feed = new ChangeFeed();
    const streams = new EventStreams(feed, app.config.eventStreams);
    app.decorate('changeFeed', feed);
    app.decorate('eventStreams', streams);

    const { databaseUrl, databaseSchema } = app.config;
    if (databaseUrl !== null) {
      const relay = new PostgresRelay({
        connectionString: databaseUrl,
        channel: channelFor(databaseSchema),
        db: app.db,
        feed,
        log: app.log,
      });
      await relay.start();
      feed.relay = relay;
      app.addHook('onClose', () => relay.stop());
    }

    // Before the server stops taking requests: an open stream would hold app.close() until the
    // client hangs up.
    app.addHook('preClose', async () => streams.closeAll());
  },
  { name: 'change-feed', dependencies: ['config', 'db'] },
);
