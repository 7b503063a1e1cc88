import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useCommonTranslation } from '../../i18n/common';
import type { Language } from '../../i18n/language-store';

const useStyles = makeStyles({
  inline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  inlineText: { color: tokens.colorPaletteRedForeground1 },
});

export interface LoadFailedProps {
  title: string;
  /** The detail, e.g. the server's. */
  message?: string;
  onRetry?: () => void;
  /**
   * One line in red with a small Retry, in the flow of a screen that keeps showing around it (a
   * list's rows, its stats, a dialog's body); otherwise a panel in place of what could not be shown.
   */
  inline?: boolean;
  /** The default language of the screen it is on, for the Retry button, when not English. */
  defaultLanguage?: Language;
}

/** A part of the page that could not be loaded or shown, with a Retry when one can help. */
export function LoadFailed({ title, message, onRetry, inline = false, defaultLanguage }: LoadFailedProps) {
  const styles = useStyles();
  const { t } = useCommonTranslation(defaultLanguage);
  if (inline) {
    return (
      <div className={styles.inline} role="alert">
        <Text className={styles.inlineText} weight="semibold">
          {title}
        </Text>
        {message ? <Text className={styles.inlineText}>{message}</Text> : null}
        {onRetry ? (
          <Button size="small" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
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
