import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { Counter } from 'prom-client';
import { createAutoRollback } from './auto-rollback.js';
import { createFrontendReportsRepository, type FrontendReportsRepository } from './frontend-reports.repository.js';
import { frontendReportsRoutes, releaseHealthRoutes } from './frontend-reports.routes.js';
import { createFrontendReportsService, type CountedLoads, type FrontendReportsService } from './frontend-reports.service.js';
import type { FrontendReportsDatabase } from './frontend-reports.tables.js';
import { createReportLimits } from './report-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    frontendReports: {
      service: FrontendReportsService;
      repository: FrontendReportsRepository;
      /** The share of successful loads pages should report now (failures always are): the runtime config's reports.sample. */
      sampleRate(): number;
    };
  }
}

/** Loads and failures one browser adds to a release's counts at most. */
export const BROWSER_LOADS_CAP = 20;
/** Days the counts are kept: a browser not seen for this long, and minutes older, are deleted. */
export const RETENTION_DAYS = 7;

export interface FrontendReportsPluginOptions {
  /** Epoch milliseconds now (tests). */
  clock?: () => number;
}

/**
 * Load reports of the remotes: pages report each load (POST /api/v1/frontend-reports), counted
 * per release and browser as the signed cookies vouch; a rollout whose release fails noticeably
 * more often than the live one is aborted by the server (ROLLOUT_ABORT_FAILURE_SHARE,
 * ROLLOUT_MIN_BROWSERS); release managers read each release's health at
 * GET /api/v1/releases/{frontend}/health; the counts also go to the operators' metrics.
 */
export const frontendReportsPlugin = fp<FrontendReportsPluginOptions>(
  async (app, options) => {
    const clock = options.clock ?? Date.now;
    const repository = createFrontendReportsRepository(app.db as unknown as Kysely<FrontendReportsDatabase>, BROWSER_LOADS_CAP);
    const log = (message: string) => app.log.info(`load reports: ${message}`);
    const registers = [app.metrics.registry];
    const loads = new Counter({
      name: 'frontend_loads_total',
      help: 'Remote loads counted from reports',
      labelNames: ['module', 'release'],
      registers,
    });
    const failures = new Counter({
      name: 'frontend_load_failures_total',
      help: 'Failed remote loads counted from reports',
      labelNames: ['module', 'release'],
      registers,
    });
    const ignored = new Counter({
      name: 'frontend_load_reports_ignored_total',
      help: 'Reports not counted: no valid cookie, not the release the browser is given, or past a limit or cap',
      registers,
    });
    const onCounted = (counted: CountedLoads[], notCounted: number) => {
      for (const each of counted) {
        const labels = { module: each.module, release: each.releaseId };
        loads.inc(labels, each.loads);
        failures.inc(labels, each.failures);
      }
      ignored.inc(notCounted);
    };

    const limits = createReportLimits(clock);
    const autoRollback = createAutoRollback({
      repo: repository,
      rollouts: app.rollouts,
      failureShare: app.config.rolloutAbort.failureShare,
      minBrowsers: app.config.rolloutAbort.minBrowsers,
      log,
      clock,
    });
    app.addHook('onClose', () => autoRollback.stop());
    const service = createFrontendReportsService({
      repo: repository,
      rollouts: app.rollouts,
      autoRollback,
      limits,
      secret: app.config.secretKey,
      retentionDays: RETENTION_DAYS,
      clock,
      onCounted,
      log,
    });
    app.decorate('frontendReports', { service, repository, sampleRate: limits.sampleRate });
    await app.register(frontendReportsRoutes, { prefix: '/api/v1/frontend-reports' });
    await app.register(releaseHealthRoutes, { prefix: '/api/v1/releases' });
  },
  { name: 'frontend-reports', dependencies: ['config', 'db', 'users', 'frontend-modules', 'rollouts', 'metrics', 'frontend-overrides'] },
);
