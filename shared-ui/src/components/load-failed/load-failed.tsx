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
import { MISSING_PERMISSION_TEXT } from '../../http/api-error';
import { describeError, type ErrorReason } from '../../http/error-reason';
import { useCommonTranslation } from '../../i18n/common';
import type { Language } from '../../i18n/language-store';
import { ErrorDetailsText, ErrorDetailsToggle, useErrorDetails } from './error-details';

const useStyles = makeStyles({
  inline: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  inlineText: { color: tokens.colorPaletteRedForeground1 },
  inlineDetails: { flexBasis: '100%' },
  panelText: { display: 'block' },
  panelDetails: { marginTop: tokens.spacingVerticalXS },
});

export interface LoadFailedProps {
  title: string;
  /** A further line shown as it is, in plain sight (so in the screen's language). */
  message?: string;
  onRetry?: () => void;
  /**
   * One line in red with a small Retry, in the flow of a screen that keeps showing around it (a
   * list's rows, its stats, a dialog's body); otherwise a panel in place of what could not be shown.
   */
  inline?: boolean;
  /** The default language of the screen it is on, for its own texts, when not English. */
  defaultLanguage?: Language;
  /**
   * What failed. Its kind is told in plain words in the screen's language (the server unreachable,
   * an error on the server, not allowed...); its status, the server's words and codes go behind
   * Details, since they are for developers and in English.
   */
  error?: unknown;
  /** The reason to tell, when the caller knows it better than the error does. */
  reason?: ErrorReason;
  /** What Details shows, in place of what the error gives. */
  details?: string;
}

/** A part of the page that could not be loaded or shown: why, a Retry when one can help, and details on request. */
export function LoadFailed({ title, message, onRetry, inline = false, defaultLanguage, error, reason, details }: LoadFailedProps) {
  const styles = useStyles();
  const { t, lng } = useCommonTranslation(defaultLanguage);
  const disclosure = useErrorDetails();
  const described = error === undefined ? undefined : describeError(error);
  const shownReason = reason ?? described?.reason;
  // A missing right is told in the words the toasts use for it (errorDetail), kept in one place.
  const reasonText =
    shownReason === 'missingPermission' ? MISSING_PERMISSION_TEXT[lng] : shownReason ? t(`loadFailed.reasons.${shownReason}`) : undefined;
  const detailsText = details ?? described?.details;
  const detailsLabel = t('loadFailed.details');

  if (inline) {
    return (
      <div className={styles.inline} role="alert">
        <Text className={styles.inlineText} weight="semibold">
          {title}
        </Text>
        {reasonText ? <Text className={styles.inlineText}>{reasonText}</Text> : null}
        {message ? <Text className={styles.inlineText}>{message}</Text> : null}
        {onRetry ? (
          <Button size="small" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        ) : null}
        {detailsText ? (
          <>
            <ErrorDetailsToggle disclosure={disclosure} label={detailsLabel} size="small" />
            <ErrorDetailsText disclosure={disclosure} details={detailsText} className={styles.inlineDetails} />
          </>
        ) : null}
      </div>
    );
  }
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {reasonText ? <span className={styles.panelText}>{reasonText}</span> : null}
        {message ? <span className={styles.panelText}>{message}</span> : null}
        {detailsText ? <ErrorDetailsText disclosure={disclosure} details={detailsText} className={styles.panelDetails} /> : null}
      </MessageBarBody>
      {onRetry || detailsText ? (
        <MessageBarActions>
          {onRetry ? (
            <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
              {t('remote.retry')}
            </Button>
          ) : null}
          {detailsText ? <ErrorDetailsToggle disclosure={disclosure} label={detailsLabel} /> : null}
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
