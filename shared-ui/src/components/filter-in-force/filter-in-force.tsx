import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    maxWidth: '100%',
    gap: tokens.spacingHorizontalXS,
    paddingLeft: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  text: { overflowWrap: 'anywhere' },
});

export interface FilterInForceProps {
  /** What the filter keeps, in the screen's language: "子状态：生成失败、审核失败". */
  label: string;
  /** The remove button's name for assistive technology, naming the filter it removes. */
  removeLabel: string;
  onRemove: () => void;
}

/**
 * A filter in force that the filter row has no field for (a link brought it, such as the
 * dashboard's): it says what it keeps, with a button that removes it.
 */
export function FilterInForce({ label, removeLabel, onRemove }: FilterInForceProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-label={label}>
      <Text size={200} className={styles.text}>
        {label}
      </Text>
      <Button
        appearance="transparent"
        size="small"
        shape="circular"
        icon={<DismissRegular />}
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
      />
    </div>
  );
}
