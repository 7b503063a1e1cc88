import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { LoadingState } from '@video-admin/shared-ui';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useReleasesStyles } from '../../components/styles';
import { useModules } from '../../api/get-modules';
import { useReleases } from '../api/get-releases';
import { moduleView } from '../model/module-view';
import { RegisterModuleDialog } from './lazy-dialogs';
import { ModuleSection } from './module-section';
import { RetiredModuleSection } from './retired-module-section';

/** The registered modules, the host first, each with its releases, then the retired ones; register a new one. */
export function ModulesView() {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const modules = useModules();
  const releases = useReleases();
  const [registering, setRegistering] = useState(false);
  const failed = modules.error ?? releases.error;
  let body;
  if (failed) {
    body = <ReleasesLoadFailed error={failed} onRetry={() => void Promise.all([modules.refetch(), releases.refetch()])} />;
  } else if (!modules.data || !releases.data) {
    body = <LoadingState label={t('states.loading')} />;
  } else if (modules.data.data.length === 0) {
    body = <Text className={styles.muted}>{t('states.empty')}</Text>;
  } else {
    const byName = new Map(releases.data.data.map((entry) => [entry.frontend, entry]));
    const enabled = modules.data.data.filter((module) => !module.retired_at);
    const retired = modules.data.data.filter((module) => module.retired_at);
    body = [
      ...enabled.map((module) => <ModuleSection key={module.name} view={moduleView(module, byName.get(module.name))} />),
      ...retired.map((module) => <RetiredModuleSection key={module.name} module={module} />),
    ];
  }
  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <Button appearance="primary" onClick={() => setRegistering(true)}>
          {t('register.open')}
        </Button>
      </div>
      {body}
      <RegisterModuleDialog open={registering} onClose={() => setRegistering(false)} />
    </div>
  );
}
