import { Text } from '@fluentui/react-components';
import { LoadingState } from '@video-admin/shared-ui';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useReleasesStyles } from '../../components/styles';
import { useHealth } from '../api/get-health';
import { LOAD_PHASES, percentOf } from '../model/health';

export interface HealthPanelProps {
  module: string;
}

/**
 * Each release's load health from the browsers' reports: the signed-in persons and address groups
 * a rollout is judged by with their failure share, distinct browsers, loads and failures by phase.
 */
export function HealthPanel({ module }: HealthPanelProps) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const health = useHealth(module);
  if (health.isPending) return <LoadingState label={t('health.loading')} />;
  if (health.isError) return <ReleasesLoadFailed error={health.error} onRetry={() => void health.refetch()} />;
  const entries = health.data.data;
  if (entries.length === 0) return <Text className={styles.muted}>{t('health.empty')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('health.label', { module })}>
      {entries.map((entry) => (
        <li key={entry.release_id} className={styles.item}>
          <Text weight="semibold" className={styles.code}>
            {entry.release_id}
          </Text>
          <Text>
            {t('health.judgedBy', {
              persons: entry.persons,
              groups: entry.address_groups,
              failed: entry.failed_persons + entry.failed_address_groups,
              share: percentOf(entry.failure_share),
            })}
          </Text>
          <Text>{t('health.browsers', { browsers: entry.browsers, failed: entry.failed_browsers })}</Text>
          <Text>{t('health.loads', { loads: entry.loads, failures: entry.failures })}</Text>
          <Text>
            {t('health.byPhase')}{' '}
            {LOAD_PHASES.map((phase) => t('health.phase', { phase: t(`health.phases.${phase}`), count: entry.by_phase[phase] })).join(
              t('health.separator'),
            )}
          </Text>
        </li>
      ))}
    </ul>
  );
}
