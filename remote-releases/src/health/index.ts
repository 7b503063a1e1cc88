import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { HealthPanelProps } from './components/health-panel';

// A module's load health comes with its code the first time someone opens it.
export const HealthPanel = lazyOnFirstUse<HealthPanelProps>(() => import('./components/health-panel').then((module) => module.HealthPanel));

// The summary table reads each live release's health through the same query the panel uses.
export { healthQueryOptions } from './api/get-health';
