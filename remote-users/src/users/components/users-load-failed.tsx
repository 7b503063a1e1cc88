import { LoadFailed } from '@video-admin/shared-ui';
import { USERS_DEFAULT_LANGUAGE, useUsersTranslation } from '../../i18n';

/** What the users screen says when a call fails: one line in the flow of the screen, with Retry. */
export function UsersLoadFailed({ title, error, onRetry }: { title?: string; error: unknown; onRetry: () => void }) {
  const { t } = useUsersTranslation();
  return (
    <LoadFailed inline defaultLanguage={USERS_DEFAULT_LANGUAGE} title={title ?? t('states.loadFailed')} error={error} onRetry={onRetry} />
  );
}
