import { lazyOnFirstUse } from '@video-admin/shared-ui';

// The audit log, the users screen's second tab: its code is fetched when the tab is first shown,
// not with the users list.
export const AuditLog = lazyOnFirstUse(() => import('./components/audit-log').then((module) => module.AuditLog));
