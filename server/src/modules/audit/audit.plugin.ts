import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { recordAuditedCalls } from './audit-recorder.js';
import { createAuditRepository } from './audit.repository.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditService, type AuditService } from './audit.service.js';
import type { AuditDatabase } from './audit.tables.js';

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditService;
  }
}

export interface AuditPluginOptions {
  /** Epoch milliseconds now, for the retention (tests). */
  clock?: () => number;
}

/**
 * The audit log: records every change made through the back office and the admin APIs (the
 * hooks of audit-recorder.ts, on the whole app, so this feature registers before the others) and
 * lists it with the templates' history and the releases' events: /api/v1/audit.
 */
export const auditPlugin = fp<AuditPluginOptions>(
  async (app, options) => {
    const db = app.db as unknown as Kysely<AuditDatabase>;
    const service = createAuditService(createAuditRepository(db), {
      retentionDays: app.config.auditRetentionDays,
      clock: options.clock,
      log: (message) => app.log.info(`audit: ${message}`),
    });
    app.decorate('auditLog', service);
    recordAuditedCalls(app, service, app.db);
    // A refused sign-in is written after its answer: closing waits for it.
    app.addHook('onClose', () => service.settled());
    await app.register(auditRoutes, { prefix: '/api/v1/audit' });
    // Its list needs the users feature's permission hook, which registers later.
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('requirePermission')) throw new Error('the audit log needs the users feature (requirePermission)');
    });
  },
  { name: 'audit', dependencies: ['config', 'db'] },
);
