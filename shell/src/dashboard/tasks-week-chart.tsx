import { mergeClasses, Text } from '@fluentui/react-components';
import type { DashboardTaskDay } from '@video-admin/shared-ui/contract';
import { useValueLabels } from '@video-admin/shared-ui/labels';
import { useShellTranslation } from '../i18n';
import { useDashboardStyles } from './dashboard.styles';

const STATUSES = ['completed', 'failed', 'running', 'pending'] as const;
/** The task status each of the day's counts is, as the labels know it. */
const STATUS_CODES = { pending: 1, running: 2, completed: 3, failed: 4 } as const;

const total = (day: DashboardTaskDay) => STATUSES.reduce((sum, status) => sum + day[status], 0);

export interface TasksWeekChartProps {
  days: DashboardTaskDay[];
  platforms: Record<string, number>;
}

/**
 * Tasks created on each of the last 7 days, as a table whose rows carry a bar stacked by status:
 * the numbers are read by assistive technology, the bars are for the eye.
 */
export function TasksWeekChart({ days, platforms }: TasksWeekChartProps) {
  const { t } = useShellTranslation();
  // Statuses and platforms read as the back office shows them: in Chinese unless a language is chosen.
  const { label } = useValueLabels();
  const styles = useDashboardStyles();
  const most = Math.max(1, ...days.map(total));
  return (
    <>
      <div className={styles.legend} aria-hidden>
        {STATUSES.map((status) => (
          <Text key={status} size={200}>
            <span className={mergeClasses(styles.swatch, styles[status])} />
            {label('taskStatus', STATUS_CODES[status])}
          </Text>
        ))}
      </div>
      <table className={styles.chart} aria-label={t('dashboard.tasks.table')}>
        <thead>
          <tr>
            <th scope="col" className={styles.chartCell}>
              {t('dashboard.tasks.day')}
            </th>
            <th scope="col" className={styles.barCell}>
              <span className={styles.visuallyHidden}>{t('dashboard.tasks.bar')}</span>
            </th>
            <th scope="col" className={styles.chartCell}>
              {label('taskStatus', STATUS_CODES.completed)}
            </th>
            <th scope="col" className={styles.chartCell}>
              {label('taskStatus', STATUS_CODES.failed)}
            </th>
            <th scope="col" className={styles.chartCell}>
              {t('dashboard.tasks.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={styles.chartCell}>
                {day.day.slice(5)}
              </th>
              <td className={styles.barCell}>
                <div className={styles.bar} style={{ width: `${(total(day) / most) * 100}%` }} aria-hidden>
                  {STATUSES.map((status) =>
                    day[status] > 0 ? <span key={status} className={styles[status]} style={{ flexGrow: day[status] }} /> : null,
                  )}
                </div>
              </td>
              <td className={styles.chartCell}>{day.completed}</td>
              <td className={styles.chartCell}>{day.failed}</td>
              <td className={styles.chartCell}>{total(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text size={200}>
        {t('dashboard.tasks.byPlatform')}{' '}
        {Object.entries(platforms)
          .map(([platform, count]) => `${label('platform', platform)} ${count}`)
          .join(' · ')}
      </Text>
    </>
  );
}
