import { Badge, Link, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { healthQueryOptions } from '../../health';
import { useReleasesTranslation } from '../../i18n';
import { useFormats } from '../../components/use-formats';
import { useReleasesStyles } from '../../components/styles';
import { glanceOf, shortCommit, type ModuleSummaryRow } from '../model/module-summary';
import type { ModulePublic } from '../model/release-types';

const useSummaryStyles = makeStyles({
  scroller: { overflowX: 'auto', minWidth: 0 },
  table: { borderCollapse: 'collapse', width: '100%', minWidth: '640px' },
  cell: {
    textAlign: 'start',
    verticalAlign: 'top',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  chosen: { backgroundColor: tokens.colorNeutralBackground1Selected },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
});

export interface ModulesSummaryProps {
  modules: { module: ModulePublic; row: ModuleSummaryRow | null }[];
  chosen: string | null;
  /** Shows this module's releases, history and health below the table. */
  onChoose: (name: string) => void;
  hrefOf: (name: string) => string;
}

/**
 * The first thing the screen shows: one row per module with its live release (built when, from
 * which commit), its rollout's share, its preview links and how its live release loads. Each
 * module's name opens its releases below.
 */
export function ModulesSummary({ modules, chosen, onChoose, hrefOf }: ModulesSummaryProps) {
  const styles = useReleasesStyles();
  const own = useSummaryStyles();
  const { t, lng } = useReleasesTranslation();
  const formats = useFormats();
  const headCell = mergeClasses(own.cell, own.head);
  return (
    <div className={own.scroller}>
      <table className={own.table} aria-label={t('summary.label')}>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {t('summary.module')}
            </th>
            <th scope="col" className={headCell}>
              {t('summary.live')}
            </th>
            <th scope="col" className={headCell}>
              {t('summary.rollout')}
            </th>
            <th scope="col" className={headCell}>
              {t('summary.previews')}
            </th>
            <th scope="col" className={headCell}>
              {t('summary.health')}
            </th>
          </tr>
        </thead>
        <tbody>
          {modules.map(({ module, row }) => {
            const isChosen = chosen === module.name;
            const open = (event: MouseEvent) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onChoose(module.name);
            };
            return (
              <tr key={module.name} className={isChosen ? own.chosen : undefined}>
                <th scope="row" className={own.cell}>
                  <div className={own.stack}>
                    <Link href={hrefOf(module.name)} onClick={open} aria-current={isChosen ? 'true' : undefined}>
                      {module.display_name[lng === 'en' ? 'en' : 'zh-CN']}
                    </Link>
                    <Text size={200} className={mergeClasses(styles.code, styles.muted)}>
                      {module.name}
                    </Text>
                  </div>
                </th>
                <td className={own.cell}>
                  {row === null ? (
                    <Text className={styles.muted}>{t('summary.retired')}</Text>
                  ) : row.live ? (
                    <div className={own.stack}>
                      <Text className={styles.code}>{row.live.id}</Text>
                      <Text size={200} className={styles.muted}>
                        {t('summary.built', { at: formats.dateTime(row.live.builtAt) })}
                        {row.live.commit ? ` · ${shortCommit(row.live.commit).hash}` : ''}
                      </Text>
                    </div>
                  ) : (
                    <Text className={styles.muted}>{t('summary.none')}</Text>
                  )}
                </td>
                <td className={own.cell}>
                  {row?.rollout ? (
                    <div className={own.stack}>
                      <Text>{formats.percent(row.rollout.percent)}</Text>
                      <Text size={200} className={mergeClasses(styles.code, styles.muted)}>
                        {row.rollout.id}
                      </Text>
                    </div>
                  ) : (
                    <Text className={styles.muted}>{t('summary.none')}</Text>
                  )}
                </td>
                <td className={own.cell}>{row ? <Text>{row.previews}</Text> : null}</td>
                <td className={own.cell}>{row ? <HealthAtAGlance module={module.name} liveId={row.live?.id ?? null} /> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The live release's load health in a badge and a line: failing or not, the failure share, p95.
 * One small call per module with a live release, the one its health tab makes (the same query).
 */
function HealthAtAGlance({ module, liveId }: { module: string; liveId: string | null }) {
  const styles = useReleasesStyles();
  const own = useSummaryStyles();
  const { t } = useReleasesTranslation();
  const formats = useFormats();
  const health = useQuery({ ...healthQueryOptions(module), enabled: liveId !== null, retry: false });
  const glance = glanceOf(liveId, health.isError ? null : health.data?.data);
  if (glance.kind !== 'reports') return <Text className={styles.muted}>{t(`summary.glance.${glance.kind}`)}</Text>;
  const share = formats.percent(Math.round(glance.share * 1000) / 10);
  return (
    <div className={own.stack}>
      <Badge appearance="tint" color={glance.failing ? 'danger' : 'success'}>
        {t(glance.failing ? 'summary.glance.failing' : 'summary.glance.healthy')}
      </Badge>
      <Text size={200}>
        {t('summary.glance.figures', { share, browsers: glance.browsers })}
        {glance.p95 !== null ? ` · ${t('summary.glance.p95', { time: formats.duration(glance.p95) })}` : ''}
      </Text>
    </div>
  );
}
