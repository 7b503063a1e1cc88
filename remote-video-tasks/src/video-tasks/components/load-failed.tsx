import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useVideoTasksTranslation } from '../../i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  text: { color: tokens.colorPaletteRedForeground1 },
});

export interface LoadFailedProps {
  /** The server's detail, when it gave one. */
  message?: string;
  onRetry: () => void;
}

/** 加载失败 in red, as the spec shows a failed load, with a way to try again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const styles = useStyles();
  const { t } = useVideoTasksTranslation();
  return (
    <div className={styles.root} role="alert">
      <Text className={styles.text} weight="semibold">
        {t('states.loadFailed')}
      </Text>
      {message ? <Text className={styles.text}>{message}</Text> : null}
      <Button size="small" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}
