import { LoadFailed } from '@video-admin/shared-ui';
import { RELEASES_DEFAULT_LANGUAGE, useReleasesTranslation } from '../i18n';

/** What the releases screen says when a call fails: one line in the flow of the screen, with Retry. */
export function ReleasesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useReleasesTranslation();
  return <LoadFailed inline defaultLanguage={RELEASES_DEFAULT_LANGUAGE} title={t('states.loadFailed')} error={error} onRetry={onRetry} />;
}
