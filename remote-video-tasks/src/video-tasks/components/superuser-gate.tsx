import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { errorDetail, useCurrentUser } from 'shared-ui';
import { useVideoTasksTranslation } from '../../i18n';
import { LoadFailed } from './load-failed';
import { LoadingText } from './loading-text';

/**
 * The admin API answers a regular user with 403, and the app logs out on any 403; so a regular
 * user is told here, before anything calls the API, that this screen is not for them.
 */
export function SuperuserGate({ children }: { children: ReactNode }) {
  const { t } = useVideoTasksTranslation();
  const user = useCurrentUser();

  if (user.isPending) return <LoadingText />;
  if (user.isError) return <LoadFailed message={errorDetail(user.error, '')} onRetry={() => void user.refetch()} />;
  if (!user.data.is_superuser) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('noPermission.title')}</MessageBarTitle>
          {t('noPermission.message')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return <>{children}</>;
}
