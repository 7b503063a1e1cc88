import { Text } from '@fluentui/react-components';
import { LoadingState } from '@video-admin/shared-ui';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useReleasesStyles } from '../../components/styles';
import { useFormats } from '../../components/use-formats';
import { useHealth } from '../api/get-health';
import { LOAD_PHASES, REPORTS_ARRIVE_WITHIN_S, percentOf, type ReleaseHealth } from '../model/health';

export interface HealthPanelProps {
  module: string;
}

/**
 * Each release's load health from the browsers' reports: how long loads took (p50, p95), the
 * signed-in persons and address groups a rollout is judged by with their failure share, distinct
 * browsers, loads, and where the failing browsers' loads stopped, in words. Says how soon reports
 * arrive, and asks again as often.
 */
export function HealthPanel({ module }: HealthPanelProps) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const health = useHealth(module);
  const arrival = <Text className={styles.muted}>{t('health.arrival', { seconds: REPORTS_ARRIVE_WITHIN_S })}</Text>;
  if (health.isPending) return <LoadingState label={t('health.loading')} />;
  if (health.isError) return <ReleasesLoadFailed error={health.error} onRetry={() => void health.refetch()} />;
  const entries = health.data.data;
  if (entries.length === 0)
    return (
      <>
        <Text>{t('health.empty')}</Text>
        {arrival}
      </>
    );
  return (
    <>
      {arrival}
      <ul className={styles.list} aria-label={t('health.label', { module })}>
        {entries.map((entry) => (
          <ReleaseHealthItem key={entry.release_id} entry={entry} />
        ))}
      </ul>
    </>
  );
}

function ReleaseHealthItem({ entry }: { entry: ReleaseHealth }) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const formats = useFormats();
  const failedPhases = LOAD_PHASES.filter((phase) => entry.by_phase[phase] > 0);
  return (
    <li className={styles.item}>
      <Text weight="semibold" className={styles.code}>
        {entry.release_id}
      </Text>
      <Text>
        {entry.load_ms_p50 !== null && entry.load_ms_p95 !== null
          ? t('health.loadTimes', {
              p50: formats.duration(entry.load_ms_p50),
              p95: formats.duration(entry.load_ms_p95),
              count: entry.timed_loads,
            })
          : t('health.noLoadTimes')}
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
      {failedPhases.length === 0 ? (
        <Text>{t('health.noFailures')}</Text>
      ) : (
        <>
          <Text>{t('health.byPhase')}</Text>
          <ul className={styles.phases} aria-label={t('health.byPhaseLabel', { release: entry.release_id })}>
            {failedPhases.map((phase) => (
              <li key={phase}>
                <Text>{t(`health.phases.${phase}`, { count: entry.by_phase[phase] })}</Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
