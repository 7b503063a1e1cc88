import { Button, mergeClasses } from '@fluentui/react-components';
import { useState } from 'react';
import type { PreviewInfo } from '@video-admin/shared-ui';
import { useShellTranslation } from '../i18n';
import { useReleaseBarStyles } from './release-bar-styles';

export const EXIT_PREVIEW_URL = '/api/v1/frontend-preview';

/**
 * Says, on every page, that this browser is pinned to a release of a module by a preview link,
 * naming the release by its id (one version may have several builds), and leaves the preview:
 * the server forgets the pin and the page loads the live releases.
 */
export function PreviewBar({ preview, reload = () => window.location.reload() }: { preview: PreviewInfo; reload?: () => void }) {
  const styles = useReleaseBarStyles();
  const { t } = useShellTranslation();
  const [state, setState] = useState<'idle' | 'leaving' | 'failed'>('idle');

  const exit = () => {
    setState('leaving');
    fetch(EXIT_PREVIEW_URL, { method: 'DELETE', credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        reload();
      })
      .catch(() => setState('failed'));
  };

  return (
    <section className={mergeClasses(styles.bar, styles.preview)} aria-label={t('preview.region')} data-testid="preview-bar">
      <span className={styles.text}>{t('preview.text', { module: preview.module, version: preview.version })}</span>
      <code className={styles.releaseId} data-testid="preview-release-id">
        {preview.releaseId}
      </code>
      <Button size="small" onClick={exit} disabledFocusable={state === 'leaving'}>
        {t('preview.exit')}
      </Button>
      {state === 'failed' ? <span role="alert">{t('preview.exitFailed')}</span> : null}
    </section>
  );
}
