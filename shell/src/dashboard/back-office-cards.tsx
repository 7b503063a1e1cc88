import { mergeClasses, Text } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { DashboardBackOffice } from 'shared-ui/contract';
import { useValueLabels } from 'shared-ui/labels';
import { useShellTranslation } from '../i18n';
import { failedTasksLink, failedTemplatesLink, STATUS_TABS } from './dashboard-links';
import { useDashboardStyles } from './dashboard.styles';
import { FigureCard } from './figure-card';
import { MountedLink } from './mounted-link';
import { TasksWeekChart } from './tasks-week-chart';

// Each figure links to the screen that lists it, while a live module mounts that screen.

export function BackOfficeCards({ figures }: { figures: DashboardBackOffice }) {
  const { t } = useShellTranslation();
  // The back office's values read as its screens show them: in Chinese unless a language is chosen.
  const { label } = useValueLabels();
  const styles = useDashboardStyles();
  const attention = figures.templates_failed + figures.tasks_failed;
  return (
    <>
      <FigureCard title={t('dashboard.templatesByStatus.title')}>
        <dl className={styles.list}>
          {STATUS_TABS.map(([status, path]) => (
            <Fragment key={status}>
              <dt>
                <MountedLink to={path}>{label('templateStatus', status)}</MountedLink>
              </dt>
              <dd className={styles.number}>{figures.templates_by_status[status] ?? 0}</dd>
            </Fragment>
          ))}
        </dl>
      </FigureCard>
      <FigureCard title={t('dashboard.attention.title')}>
        {attention === 0 ? <Text>{t('dashboard.attention.none')}</Text> : null}
        <dl className={styles.list}>
          <dt>
            <MountedLink to={failedTemplatesLink(figures)}>{t('dashboard.attention.failedTemplates')}</MountedLink>
          </dt>
          <dd className={mergeClasses(styles.number, figures.templates_failed > 0 && styles.attention)}>{figures.templates_failed}</dd>
          <dt>
            <MountedLink to={failedTasksLink(figures)}>{t('dashboard.attention.failedTasks')}</MountedLink>
          </dt>
          <dd className={mergeClasses(styles.number, figures.tasks_failed > 0 && styles.attention)}>{figures.tasks_failed}</dd>
        </dl>
      </FigureCard>
      <FigureCard title={t('dashboard.tasks.title')} wide>
        <TasksWeekChart days={figures.tasks_by_day} platforms={figures.tasks_by_platform} />
      </FigureCard>
    </>
  );
}
