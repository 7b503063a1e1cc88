import type { Migration, MigrationProvider } from 'kysely';
import * as usersAndItems from './2026-11-22-001-users-and-items.js';
import * as videoTemplatesAndTasks from './2026-11-23-001-video-templates-and-tasks.js';
import * as listAndSummaryIndexes from './2026-11-24-001-list-and-summary-indexes.js';
import * as frontendReleases from './2026-11-25-001-frontend-releases.js';
import * as rateLimits from './2026-11-25-002-rate-limits.js';
import * as sortIndexes from './2026-11-26-001-sort-indexes.js';
import * as bulkJobs from './2026-11-26-002-bulk-jobs.js';
import * as modulesAndDeployKeys from './2026-11-27-001-modules-and-deploy-keys.js';
import * as userRoles from './2026-11-28-001-user-roles.js';
import * as auditLog from './2026-11-28-002-audit-log.js';
import * as bulkJobStops from './2026-11-29-001-bulk-job-stops.js';
import * as userLastLogin from './2026-11-29-002-user-last-login.js';
import * as rolloutsPreviews from './2026-11-30-001-rollouts-previews.js';
import * as frontendLoadReports from './2026-11-30-002-frontend-load-reports.js';
import * as loadReportEvidence from './2026-12-01-002-load-report-evidence.js';
import * as releaseWithdrawalsAndPreviewLinks from './2026-12-01-001-release-withdrawals-and-preview-links.js';
import * as modulePathClaims from './2026-12-01-003-module-path-claims.js';
import * as releaseMismatches from './2026-12-01-004-release-mismatches.js';
import * as frontendOverrides from './2026-12-01-005-frontend-overrides.js';
import * as releaseNotesAndLoadTimes from './2026-12-02-001-release-notes-and-load-times.js';
import * as userViews from './2026-12-03-001-user-views.js';
import * as maintainedCounts from './2026-12-04-001-maintained-counts.js';
import * as filterSortIndexes from './2026-12-04-002-filter-sort-indexes.js';
import * as userSessions from './2026-12-05-001-user-sessions.js';
import * as twoFactor from './2026-12-06-001-two-factor.js';
import * as passkeys from './2026-12-06-002-passkeys.js';
import * as sessionViewAs from './2026-12-06-004-session-view-as.js';
import * as oidcIdentities from './2026-12-06-003-oidc-identities.js';

/**
 * Migrations are listed in code rather than read from a folder, so the built server (dist/) and
 * the TypeScript sources (tests) find exactly the same set. Names sort in the order they run.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-users-and-items': usersAndItems,
  '2026-11-23-001-video-templates-and-tasks': videoTemplatesAndTasks,
  '2026-11-24-001-list-and-summary-indexes': listAndSummaryIndexes,
  '2026-11-25-001-frontend-releases': frontendReleases,
  '2026-11-25-002-rate-limits': rateLimits,
  '2026-11-26-001-sort-indexes': sortIndexes,
  '2026-11-26-002-bulk-jobs': bulkJobs,
  '2026-11-27-001-modules-and-deploy-keys': modulesAndDeployKeys,
  '2026-11-28-001-user-roles': userRoles,
  '2026-11-28-002-audit-log': auditLog,
  '2026-11-29-001-bulk-job-stops': bulkJobStops,
  '2026-11-29-002-user-last-login': userLastLogin,
  '2026-11-30-001-rollouts-previews': rolloutsPreviews,
  '2026-11-30-002-frontend-load-reports': frontendLoadReports,
  '2026-12-01-002-load-report-evidence': loadReportEvidence,
  '2026-12-01-001-release-withdrawals-and-preview-links': releaseWithdrawalsAndPreviewLinks,
  '2026-12-01-003-module-path-claims': modulePathClaims,
  '2026-12-01-004-release-mismatches': releaseMismatches,
  '2026-12-01-005-frontend-overrides': frontendOverrides,
  '2026-12-02-001-release-notes-and-load-times': releaseNotesAndLoadTimes,
  '2026-12-03-001-user-views': userViews,
  '2026-12-04-001-maintained-counts': maintainedCounts,
  '2026-12-04-002-filter-sort-indexes': filterSortIndexes,
  '2026-12-05-001-user-sessions': userSessions,
  '2026-12-06-001-two-factor': twoFactor,
  '2026-12-06-002-passkeys': passkeys,
  '2026-12-06-004-session-view-as': sessionViewAs,
  '2026-12-06-003-oidc-identities': oidcIdentities,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
