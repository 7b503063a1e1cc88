import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useCommonTranslation } from '../../i18n/common';

export interface ErrorStateProps {
  title: string;
  message?: string;
  onRetry?: () => void;
}

/** An inline failure with an optional Retry, used where a part of the page could not be shown. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useCommonTranslation();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {message}
      </MessageBarBody>
      {onRetry ? (
        <MessageBarActions>
          <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
