import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useHref } from 'react-router-dom';
import { LoadingState } from '@video-admin/shared-ui';
import { useSearchState } from '@video-admin/shared-ui/lists';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useReleasesStyles } from '../../components/styles';
import { useModules } from '../../api/get-modules';
import { useReleases } from '../api/get-releases';
import { summaryRow } from '../model/module-summary';
import { moduleView } from '../model/module-view';
import { RegisterModuleDialog } from './lazy-dialogs';
import { ModuleSection, RetiredModuleSection } from './lazy-sections';
import { ModulesSummary } from './modules-summary';

const SEARCH_KEYS = ['module'] as const;

/**
 * The registered modules, the host first, as a summary table; the module chosen in it (?module=)
 * below with its releases, history and load health; register a new one.
 */
export function ModulesView() {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const modules = useModules();
  const releases = useReleases();
  const { values, update } = useSearchState(SEARCH_KEYS);
  const [registering, setRegistering] = useState(false);
  const search = useHref({ search: '?module=' });

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
    // The modules in use first, then the retired ones.
    const ordered = [
      ...modules.data.data.filter((module) => !module.retired_at),
      ...modules.data.data.filter((module) => module.retired_at),
    ];
    const listed = ordered.map((module) => {
      const view = module.retired_at ? null : moduleView(module, byName.get(module.name));
      return { module, view, row: view ? summaryRow(view) : null };
    });
    const chosen = listed.find((each) => each.module.name === values.module) ?? null;
    body = (
      <>
        <ModulesSummary
          modules={listed}
          chosen={chosen?.module.name ?? null}
          onChoose={(name) => update({ module: name })}
          hrefOf={(name) => `${search}${encodeURIComponent(name)}`}
        />
        {chosen === null ? (
          <Text className={styles.muted}>{t('summary.choose')}</Text>
        ) : chosen.view ? (
          <ModuleSection key={chosen.module.name} view={chosen.view} />
        ) : (
          <RetiredModuleSection key={chosen.module.name} module={chosen.module} />
        )}
      </>
    );
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
