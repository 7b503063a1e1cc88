import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Tab,
  TabList,
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

const PARTS = ['releases', 'history', 'health'] as const;
type Part = (typeof PARTS)[number];

/**
 * One module: roll back and retire (a danger action, apart from the rest), and its releases (live,
 * rolling out, the others), its history and its load health, one at a time in tabs.
 */
export function ModuleSection({ view }: { view: ModuleView }) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const headingId = useId();
  const [part, setPart] = useState<Part>('releases');
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
          {canRollBack(view) ? (
            <Button size="small" disabled={pending} onClick={handlers.onRollBack}>
              {t('actions.rollback')}
            </Button>
          ) : null}
          {module.is_host ? null : (
            <Button size="small" appearance="primary" className={styles.danger} disabled={pending} onClick={handlers.onRetire}>
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
      <TabList
        size="small"
        aria-label={t('parts.label', { module: title })}
        selectedValue={part}
        onTabSelect={(_, data) => setPart(data.value as Part)}
      >
        {PARTS.map((each) => (
          <Tab key={each} value={each}>
            {t(`parts.${each}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={t(`parts.${part}`)} className={styles.form}>
        {part === 'health' ? <HealthPanel module={module.name} /> : null}
        {part === 'history' ? <HistoryList module={title} history={view.history} /> : null}
        {part === 'releases' ? (
          <>
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
          </>
        ) : null}
      </div>
      {dialogs}
    </section>
  );
}
