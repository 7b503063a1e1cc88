import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
// From the package itself, not a relative path: this file is bundled into each remote (shared-ui/lists),
// and the export button must come from the one shared-ui the shell provides, not a copy.
import { ExportButton, type DownloadParams } from '@video-admin/shared-ui';

const useStyles = makeStyles({
  // On the fields' baseline when the row's form aligns its items to the end.
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, paddingBottom: tokens.spacingVerticalXXS },
});

export interface FilterActionsProps {
  /** The buttons' words, in the screen's language. */
  labels: { apply: string; clear: string; export: string };
  /** Clears the form and the filters in force. */
  onClear: () => void;
  /** The export call and the filters in force (a tab's own included); without it, no export button. */
  exportFrom?: { path: string; params: DownloadParams };
}

/**
 * The buttons ending a list's filter row, the same on every list: apply (the form's submit, so
 * Enter in a field applies too), clear, and an export of every row the filters in force match.
 */
export function FilterActions({ labels, onClear, exportFrom }: FilterActionsProps) {
  const styles = useStyles();
  return (
    <div className={styles.buttons}>
      <Button type="submit" appearance="primary" icon={<FilterRegular />}>
        {labels.apply}
      </Button>
      <Button icon={<DismissRegular />} onClick={onClear}>
        {labels.clear}
      </Button>
      {exportFrom ? (
        <ExportButton path={exportFrom.path} params={exportFrom.params}>
          {labels.export}
        </ExportButton>
      ) : null}
    </div>
  );
}
