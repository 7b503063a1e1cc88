import { mergeClasses, Text } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { DashboardBackOffice } from '@video-admin/shared-ui/contract';
import { useValueLabels } from '@video-admin/shared-ui/labels';
import { useShellTranslation } from '../i18n';
import { failedTasksLink, failedTemplatesLink, STATUS_TABS } from './dashboard-links';
import { useDashboardStyles } from './dashboard.styles';
import { FigureCard } from './figure-card';
import { MountedLink } from './mounted-link';
import { TasksWeekChart } from './tasks-week-chart';

// Each figure links to the screen that lists it, while a live module mounts that screen. The
// server sends only the figures the person may read (templates with templates.read, tasks with
// tasks.read): a card shows with its figures, and the attention card with either of its rows.

export function BackOfficeCards({ figures }: { figures: DashboardBackOffice }) {
  const { t } = useShellTranslation();
  // The back office's values read as its screens show them: in Chinese unless a language is chosen.
  const { label } = useValueLabels();
  const styles = useDashboardStyles();
  const { templates_by_status, templates_failed, templates_failed_sub_statuses, tasks_failed, tasks_since } = figures;
  const failedTemplates = templates_failed !== undefined && templates_failed_sub_statuses ? templates_failed : undefined;
  const failedTasks = tasks_failed !== undefined && tasks_since ? tasks_failed : undefined;
  const attention = (failedTemplates ?? 0) + (failedTasks ?? 0);
  return (
    <>
      {templates_by_status ? (
        <FigureCard title={t('dashboard.templatesByStatus.title')}>
          <dl className={styles.list}>
            {STATUS_TABS.map(([status, path]) => (
              <Fragment key={status}>
                <dt>
                  <MountedLink to={path}>{label('templateStatus', status)}</MountedLink>
                </dt>
                <dd className={styles.number}>{templates_by_status[status] ?? 0}</dd>
              </Fragment>
            ))}
          </dl>
        </FigureCard>
      ) : null}
      {failedTemplates !== undefined || failedTasks !== undefined ? (
        <FigureCard title={t('dashboard.attention.title')}>
          {attention === 0 ? <Text>{t('dashboard.attention.none')}</Text> : null}
          <dl className={styles.list}>
            {failedTemplates !== undefined && templates_failed_sub_statuses ? (
              <>
                <dt>
                  <MountedLink to={failedTemplatesLink({ templates_failed_sub_statuses })}>
                    {t('dashboard.attention.failedTemplates')}
                  </MountedLink>
                </dt>
                <dd className={mergeClasses(styles.number, failedTemplates > 0 && styles.attention)}>{failedTemplates}</dd>
              </>
            ) : null}
            {failedTasks !== undefined && tasks_since ? (
              <>
                <dt>
                  <MountedLink to={failedTasksLink({ tasks_since })}>{t('dashboard.attention.failedTasks')}</MountedLink>
                </dt>
                <dd className={mergeClasses(styles.number, failedTasks > 0 && styles.attention)}>{failedTasks}</dd>
              </>
            ) : null}
          </dl>
        </FigureCard>
      ) : null}
      {figures.tasks_by_day && figures.tasks_by_platform ? (
        <FigureCard title={t('dashboard.tasks.title')} wide>
          <TasksWeekChart days={figures.tasks_by_day} platforms={figures.tasks_by_platform} />
        </FigureCard>
      ) : null}
    </>
  );
}
