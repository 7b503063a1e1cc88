import { mergeClasses, Text } from '@fluentui/react-components';
import type { DashboardTaskDay } from 'shared-ui/contract';
import { useShellTranslation } from '../i18n';
import { useDashboardStyles } from './dashboard.styles';

const STATUSES = ['completed', 'failed', 'running', 'pending'] as const;
const PLATFORM_NAMES: Record<string, string> = { keling: '可灵', jimeng: '即梦', minimax: 'MiniMax', local: '本地' };

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
  const styles = useDashboardStyles();
  const most = Math.max(1, ...days.map(total));
  return (
    <>
      <div className={styles.legend} aria-hidden>
        {STATUSES.map((status) => (
          <Text key={status} size={200}>
            <span className={mergeClasses(styles.swatch, styles[status])} />
            {t(`dashboard.tasks.${status}`)}
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
              {t('dashboard.tasks.completed')}
            </th>
            <th scope="col" className={styles.chartCell}>
              {t('dashboard.tasks.failed')}
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
          .map(([platform, count]) => `${PLATFORM_NAMES[platform] ?? platform} ${count}`)
          .join(' · ')}
      </Text>
    </>
  );
}
