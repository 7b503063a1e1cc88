import { LoadingState, lazyOnFirstUse } from '@video-admin/shared-ui';
import type { ModulePublic } from '../model/release-types';
import type { ModuleView } from '../model/module-view';
import { useReleasesTranslation } from '../../i18n';

function SectionLoading() {
  const { t } = useReleasesTranslation();
  return <LoadingState label={t('states.loading')} />;
}

// The screen opens on the summary table alone; a module's section (its releases, rollout, history,
// load health and their actions) comes with its code the first time someone chooses a module.
export const ModuleSection = lazyOnFirstUse<{ view: ModuleView }>(() => import('./module-section').then((module) => module.ModuleSection), {
  fallback: () => <SectionLoading />,
});

export const RetiredModuleSection = lazyOnFirstUse<{ module: ModulePublic }>(
  () => import('./retired-module-section').then((module) => module.RetiredModuleSection),
  { fallback: () => <SectionLoading /> },
);
