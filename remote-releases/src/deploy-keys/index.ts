import { lazyOnFirstUse } from '@video-admin/shared-ui';

// The keys tab comes with its code the first time someone opens it.
export const DeployKeysView = lazyOnFirstUse<object>(() => import('./components/deploy-keys-view').then((module) => module.DeployKeysView));
