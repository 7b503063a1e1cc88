import { Button, mergeClasses } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useAccessToken, type DevOverrideInfo } from '@video-admin/shared-ui';
import { useShellTranslation } from '../i18n';
import { useReleaseBarStyles } from './release-bar-styles';

export const CURRENT_OVERRIDE_URL = '/api/v1/frontend-overrides/current';

/** Ends this browser's override on the server (its cookie says which); resolves when it is gone. */
function endOverride(reason: 'ended' | 'signed-out'): Promise<void> {
  return fetch(`${CURRENT_OVERRIDE_URL}?reason=${reason}`, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).then(
    (response) => {
      if (!response.ok) throw new Error(`${response.status}`);
    },
  );
}

/**
 * Says, on every page, that one module of this browser comes from a developer's server (or a
 * stored release) and nobody else's: a module running code from a laptop must never go unnoticed.
 * End returns to the live release; signing out ends the override too.
 */
export function DevOverrideBar({ override, reload = () => window.location.reload() }: { override: DevOverrideInfo; reload?: () => void }) {
  const styles = useReleaseBarStyles();
  const { t } = useShellTranslation();
  const [state, setState] = useState<'idle' | 'ending' | 'failed' | 'ended'>('idle');

  // Signing out ends it: the override belongs to the person, not to whoever signs in next here.
  const signedIn = useAccessToken() !== null;
  useEffect(() => {
    if (!signedIn)
      void endOverride('signed-out').then(
        () => setState('ended'),
        () => undefined,
      );
  }, [signedIn]);

  if (state === 'ended') return null;
  const end = () => {
    setState('ending');
    endOverride('ended').then(reload, () => setState('failed'));
  };
  const source = override.origin ?? t('devOverride.release', { id: override.releaseId });

  return (
    <section className={mergeClasses(styles.bar, styles.development)} aria-label={t('devOverride.region')} data-testid="dev-override-bar">
      <span className={styles.text}>{t('devOverride.text', { module: override.module, source })}</span>
      <Button size="small" onClick={end} disabledFocusable={state === 'ending'}>
        {t('devOverride.end')}
      </Button>
      {state === 'failed' ? <span role="alert">{t('devOverride.endFailed')}</span> : null}
    </section>
  );
}
