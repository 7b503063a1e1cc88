import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  Title3,
  mergeClasses,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { HealthPanel } from '../../health';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { canRollBack, type ModuleView } from '../model/module-view';
import { HistoryList } from './history-list';
import { ReleaseItem } from './release-item';
import { RolloutControls } from './rollout-controls';
import { useModuleActions } from './use-module-actions';

/** One module: its live, rolling-out and previous releases, its history and load health, and what can be done with them. */
export function ModuleSection({ view }: { view: ModuleView }) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const headingId = useId();
  const [healthOpen, setHealthOpen] = useState(false);
  const { handlers, pending, refusal, dismissRefusal, dialogs } = useModuleActions(view);
  const { module, live, rolling, rollout, previous } = view;
  const title = module.display_name[lng === 'en' ? 'en' : 'zh-CN'];
  const subheading = (key: string) => (
    <Text as="h3" weight="semibold" className={styles.subheading}>
      {t(key)}
    </Text>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        {/* The package name in the heading too: a module may share its display name with the screen's title. */}
        <Title3 as="h2" id={headingId} className={mergeClasses(styles.subheading, styles.line)}>
          {title} <Text className={mergeClasses(styles.code, styles.muted)}>{module.name}</Text>
        </Title3>
        <div className={styles.toolbar}>
          <Button size="small" aria-expanded={healthOpen} onClick={() => setHealthOpen(!healthOpen)}>
            {t('actions.health')}
          </Button>
          {canRollBack(view) ? (
            <Button size="small" disabled={pending} onClick={handlers.onRollBack}>
              {t('actions.rollback')}
            </Button>
          ) : null}
          {module.is_host ? null : (
            <Button size="small" disabled={pending} onClick={handlers.onRetire}>
              {t('actions.retire')}
            </Button>
          )}
        </div>
      </div>
      {refusal ? (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('refused')}</MessageBarTitle>
            {refusal}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" appearance="transparent" onClick={dismissRefusal}>
              {t('actions.dismiss')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {view.autoAbort ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('rollout.autoAborted', { release: view.autoAbort.release_id })}</MessageBarTitle>
            {view.autoAbort.detail}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {healthOpen ? (
        <>
          {subheading('health.title')}
          <HealthPanel module={module.name} />
        </>
      ) : null}
      {subheading('sections.live')}
      {live ? (
        <ul className={styles.list}>
          <ReleaseItem view={live} isHost={module.is_host} handlers={handlers} />
        </ul>
      ) : (
        <Text className={styles.muted}>{t('sections.noLive')}</Text>
      )}
      {rollout ? (
        <>
          {subheading('sections.rolling')}
          <RolloutControls
            key={`${rollout.release_id}-${rollout.percent}`}
            rollout={rollout}
            version={rollout.release_id}
            pending={pending}
            onChange={handlers.onChangeRollout}
            onComplete={() => handlers.onEndRollout(100)}
            onAbort={() => handlers.onEndRollout(0)}
          />
          {rolling ? (
            <ul className={styles.list}>
              <ReleaseItem view={rolling} isHost={module.is_host} handlers={handlers} />
            </ul>
          ) : null}
        </>
      ) : null}
      {subheading('sections.previous')}
      {previous.length > 0 ? (
        <ul className={styles.list}>
          {previous.map((item) => (
            <ReleaseItem key={item.release.release_id} view={item} isHost={module.is_host} handlers={handlers} />
          ))}
        </ul>
      ) : (
        <Text className={styles.muted}>{t('sections.noPrevious')}</Text>
      )}
      {subheading('sections.history')}
      <HistoryList module={title} history={view.history} />
      {dialogs}
    </section>
  );
}
