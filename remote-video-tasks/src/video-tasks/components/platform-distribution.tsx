import { Subtitle2, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { useVideoTasksTranslation } from '../../i18n';
import { platformLabel, platformsToShow } from '../model/platforms';
import { useTaskStatsStyles } from './task-stats.styles';

export interface PlatformDistributionProps {
  platformStats: Record<string, number>;
}

/**
 * Tasks per platform as plain CSS bars. The bars are decoration: each row says its platform,
 * count and share in text, which is what a screen reader reads.
 */
export function PlatformDistribution({ platformStats }: PlatformDistributionProps) {
  const styles = useTaskStatsStyles();
  const { t, lng } = useVideoTasksTranslation();
  const titleId = useId();
  const rows = platformsToShow(Object.keys(platformStats)).map((platform) => ({ platform, count: platformStats[platform] ?? 0 }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  // Bars are scaled to the largest platform so differences read at a glance even when one dominates.
  const largest = Math.max(1, ...rows.map((row) => row.count));

  return (
    <section className={styles.distribution} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId} className={styles.distributionTitle}>
        {t('platformStats.title')}
      </Subtitle2>
      <ul className={styles.bars}>
        {rows.map(({ platform, count }) => {
          const label = platformLabel(lng, platform);
          const share = t('platformStats.count', { count, percent: total ? Math.round((count / total) * 100) : 0 });
          return (
            <li key={platform} className={styles.bar} aria-label={`${label} ${share}`}>
              <Text weight="semibold">{label}</Text>
              <div className={styles.track} aria-hidden>
                <div className={styles.fill} style={{ width: `${(count / largest) * 100}%` }} />
              </div>
              <Text className={styles.count}>{share}</Text>
            </li>
          );
        })}
      </ul>
      {total === 0 ? <Text className={styles.count}>{t('platformStats.empty')}</Text> : null}
    </section>
  );
}
