import { auditPlugin } from './modules/audit/audit.plugin.js';
import { bulkJobsPlugin } from './modules/bulk-jobs/bulk-jobs.plugin.js';
import { changesPlugin } from './modules/changes/changes.plugin.js';
import { dashboardPlugin } from './modules/dashboard/dashboard.plugin.js';
import { deployKeysPlugin } from './modules/deploy-keys/deploy-keys.plugin.js';
import { firstScreenPlugin } from './modules/first-screen/first-screen.plugin.js';
import { frontendModulesPlugin } from './modules/frontend-modules/frontend-modules.plugin.js';
import { frontendOverridesPlugin } from './modules/frontend-overrides/frontend-overrides.plugin.js';
import { frontendReportsPlugin } from './modules/frontend-reports/frontend-reports.plugin.js';
import { itemsPlugin } from './modules/items/items.plugin.js';
import { loginPlugin } from './modules/login/login.plugin.js';
import { mediaPlugin } from './modules/media/media.plugin.js';
import { oidcPlugin } from './modules/oidc/oidc.plugin.js';
import { privatePlugin } from './modules/private/private.plugin.js';
import { metricsPlugin } from './modules/metrics/metrics.plugin.js';
import { passkeysPlugin } from './modules/passkeys/passkeys.plugin.js';
import { releasesPlugin } from './modules/releases/releases.plugin.js';
import { rolloutsPlugin } from './modules/rollouts/rollouts.plugin.js';
import { sessionsPlugin } from './modules/sessions/sessions.plugin.js';
import { twoFactorPlugin } from './modules/two-factor/two-factor.plugin.js';
import { usersPlugin } from './modules/users/users.plugin.js';
import { userViewsPlugin } from './modules/user-views/user-views.plugin.js';
import { utilsPlugin } from './modules/utils/utils.plugin.js';
import { videoTasksPlugin } from './modules/video-tasks/video-tasks.plugin.js';
import { videoTemplatesPlugin } from './modules/video-templates/video-templates.plugin.js';
import { viewAsPlugin } from './modules/view-as/view-as.plugin.js';

/**
 * The server's features, each one entry plugin (modules/<feature>/<feature>.plugin.ts) that
 * registers its repository, service and routes and names the plugins it needs (`dependencies`).
 * The app registers them in an order that puts each after those (lib/plugin-order.ts), otherwise
 * in this order, which is also the order of the paths in the OpenAPI document. A new feature is
 * one more line here.
 */
export const FEATURES = [
  metricsPlugin, // first: its hook counts the requests of every feature registered after it
  auditPlugin, // first: its hooks record the calls of every feature registered after it
  changesPlugin,
  usersPlugin,
  userViewsPlugin,
  sessionsPlugin,
  viewAsPlugin,
  twoFactorPlugin,
  loginPlugin,
  oidcPlugin,
  passkeysPlugin,
  itemsPlugin,
  utilsPlugin,
  frontendModulesPlugin,
  deployKeysPlugin,
  releasesPlugin,
  rolloutsPlugin,
  frontendOverridesPlugin,
  videoTasksPlugin,
  videoTemplatesPlugin,
  bulkJobsPlugin,
  dashboardPlugin,
  mediaPlugin,
  firstScreenPlugin,
  frontendReportsPlugin,
  privatePlugin, // only with ENVIRONMENT=local
];
