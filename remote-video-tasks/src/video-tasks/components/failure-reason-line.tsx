import { makeStyles, tokens } from '@fluentui/react-components';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { CARDS_QUERY, TruncatedText } from '@video-admin/shared-ui/lists';
import { failureReason } from '../model/failure-reason';

// Narrow enough that, on a phone's card, the badges and the row's menu keep one line beside it.
const REASON_WIDTH = '140px';
// In the table, no wider than the status column needs for its badges: the default view fits a
// 1280 px screen.
const TABLE_REASON_WIDTH = '112px';

const useStyles = makeStyles({
  // One short line under the badge, in the danger colour the badge has; the whole reason shows on
  // hover and keyboard focus (and in the task's details). A phone's card keeps it to one line too,
  // so a long reason does not push the read badge and the menu onto another line.
  reason: {
    maxWidth: TABLE_REASON_WIDTH,
    marginTop: tokens.spacingVerticalXXS,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    [CARDS_QUERY]: { maxWidth: REASON_WIDTH, overflow: 'hidden', whiteSpace: 'nowrap', overflowWrap: 'normal' },
  },
});

/** Why a failed task failed, under its status badge; nothing for a task that did not fail or says not why. */
export function FailureReasonLine({ task }: { task: VideoTask }) {
  const styles = useStyles();
  const reason = failureReason(task);
  return reason ? <TruncatedText text={reason} className={styles.reason} /> : null;
}
