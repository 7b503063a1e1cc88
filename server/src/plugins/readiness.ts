import fp from 'fastify-plugin';
import { sql } from 'kysely';

/** Why an instance should not be sent requests now. */
export type NotReadyReason = 'draining' | 'database unreachable';

export interface Readiness {
  /** Set once a shutdown starts: the instance finishes what it has but takes no new work. */
  readonly draining: boolean;
  startDraining(): void;
  /** null when ready; else why not. The database must answer within DATABASE_CHECK_MS. */
  check(): Promise<NotReadyReason | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const DATABASE_CHECK_MS = 2000;

/**
 * What a load balancer asks before sending an instance requests: not while it drains for a
 * shutdown, and not while its database does not answer. Liveness (the process serves at all)
 * is the health check; this is readiness.
 */
export const readinessPlugin = fp(
  async (app) => {
    let draining = false;
    const databaseAnswers = async (): Promise<boolean> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS)));
      const query = sql`select 1`.execute(app.db).then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    };
    app.decorate('readiness', {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
      async check() {
        if (draining) return 'draining';
        return (await databaseAnswers()) ? null : 'database unreachable';
      },
    } satisfies Readiness);
    // app.close() drains too (tests, embedding): say so from its first moment.
    app.addHook('preClose', async () => {
      draining = true;
    });
  },
  { name: 'readiness', dependencies: ['db'] },
);
