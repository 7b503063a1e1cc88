import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/headless/svg/dismiss';
import { useTemplatesTranslation } from '../../../i18n';

const useStyles = makeStyles({
  // Centred in the table's message cell, the button under the text.
  root: { display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
});

const dismissIcon = <DismissRegular />;

export interface NoMatchProps {
  /** 没有符合筛选条件的模板, shown alone while this code arrives. */
  message: string;
  onClear: () => void;
}

/**
 * A list emptied by the filters in force, not an empty tab: says so, and offers to clear them
 * (the tab's own empty text would claim there are no templates while its badge counts them).
 */
export function NoMatch({ message, onClear }: NoMatchProps) {
  const { t } = useTemplatesTranslation();
  const styles = useStyles();
  return (
    <span className={styles.root}>
      {message}
      <Button
        size="small"
        icon={dismissIcon}
        onClick={(event) => {
          // The button goes with the empty list: focus stays on the table's box, where the rows come.
          event.currentTarget.closest<HTMLElement>('[role="region"][tabindex]')?.focus();
          onClear();
        }}
      >
        {t('list.clearFilters')}
      </Button>
    </span>
  );
}
