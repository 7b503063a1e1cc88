import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { errorDetail, getRuntimeConfig, LoadingState } from '@video-admin/shared-ui';
import { BackOfficePage } from '@video-admin/shared-ui/lists';
import { useSearchParams } from 'react-router-dom';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useStartOverride } from '../api/start-override';
import { overrideRequestOf } from '../model/override-request';

const useStyles = makeStyles({
  question: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  refused: { color: tokens.colorPaletteRedForeground1 },
});

/** Where the module's screen is: its first signed-in route among the live modules, else home. */
export function firstRouteOf(module: string): string {
  const live = Object.values(getRuntimeConfig().modules ?? {}).find((each) => each.name === module);
  return live?.routes.find((route) => route.session === 'signed-in')?.path ?? '/';
}

/**
 * The page a developer's `npm run dev -- --against <this product>` link opens: it asks whether this
 * browser should load the module from their development server and, once they say so, starts the
 * override and opens the module's screen with a full page load (the server then serves the page
 * that loads it, with its bar). For those who may develop (releases.develop).
 */
export function DevelopPage({ goTo = (path: string) => window.location.assign(path) }: { goTo?: (path: string) => void }) {
  const styles = useStyles();
  const { t, lng } = useReleasesTranslation();
  const [search] = useSearchParams();
  const request = overrideRequestOf(search);
  const start = useStartOverride(() => goTo(request ? firstRouteOf(request.module) : '/'));

  return (
    <BackOfficePage
      title={t('develop.title')}
      lang={lng}
      permission="releases.develop"
      loading={<LoadingState label={t('states.loading')} />}
      failed={(error, retry) => <ReleasesLoadFailed error={error} onRetry={retry} />}
      denied={{ title: t('noPermission.title'), message: t('develop.noPermission') }}
    >
      {request ? (
        <>
          <h2 className={styles.question}>{t('develop.question', { module: request.module, origin: request.origin })}</h2>
          <Text as="p">{t('develop.scope')}</Text>
          <Text as="p">{t('develop.trust')}</Text>
          {start.isError ? (
            <Text as="p" role="alert" className={styles.refused}>
              {errorDetail(start.error, t('develop.failed'), lng)}
            </Text>
          ) : null}
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => start.mutate(request)} disabledFocusable={start.isPending || start.isSuccess}>
              {t('develop.load')}
            </Button>
            <Button onClick={() => goTo('/')}>{t('develop.cancel')}</Button>
          </div>
        </>
      ) : (
        <Text as="p">{t('develop.badLink')}</Text>
      )}
    </BackOfficePage>
  );
}
