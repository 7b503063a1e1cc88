import { mergeClasses, Text } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { DashboardBackOffice } from 'shared-ui/contract';
import { useShellTranslation } from '../i18n';
import { useDashboardStyles } from './dashboard.styles';
import { FigureCard } from './figure-card';
import { MountedLink } from './mounted-link';
import { TasksWeekChart } from './tasks-week-chart';

// Each figure links to the screen that lists it, while a live module mounts that screen.

/** Each pipeline status and the tab of the templates screen that lists it. */
const STATUS_TABS: [status: string, path: string][] = [
  ['待生成', '/admin/pending'],
  ['已生成', '/admin/generated'],
  ['待补全', '/admin/completion'],
  ['已上架', '/admin/published'],
];

/** FAILED is task status 4: the task screen's filter takes it from the URL. */
const FAILED_TASKS = '/admin/video-tasks?task_status=4';

export function BackOfficeCards({ figures }: { figures: DashboardBackOffice }) {
  const { t } = useShellTranslation();
  const styles = useDashboardStyles();
  const attention = figures.templates_failed + figures.tasks_failed;
  return (
    <>
      <FigureCard title={t('dashboard.templatesByStatus.title')}>
        <dl className={styles.list}>
          {STATUS_TABS.map(([status, path]) => (
            <Fragment key={status}>
              <dt>
                <MountedLink to={path}>{status}</MountedLink>
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
            <MountedLink to="/admin">{t('dashboard.attention.failedTemplates')}</MountedLink>
          </dt>
          <dd className={mergeClasses(styles.number, figures.templates_failed > 0 && styles.attention)}>{figures.templates_failed}</dd>
          <dt>
            <MountedLink to={FAILED_TASKS}>{t('dashboard.attention.failedTasks')}</MountedLink>
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
