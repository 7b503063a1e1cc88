import { Button, mergeClasses } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { ChevronUpRegular } from '@fluentui/react-icons/svg/chevron-up';
import { useId, useState, type ReactNode } from 'react';
import { useTaskStatsStyles } from './task-stats.styles';

export interface StatsFoldProps {
  /** The one line a phone shows instead, in the screen's language: 总任务数 200 · 失败 30 · 未读 77. */
  summary: string;
  /** The summary cards and the platform chart. */
  children: ReactNode;
}

/**
 * On a phone, the summary cards and the platform chart fold into one line of the key counts, a
 * button that opens them, so the first task is on the first screen. Wider screens show them as
 * they are and no button. Folded, they stay mounted (the counts keep up with the list).
 */
export function StatsFold({ summary, children }: StatsFoldProps) {
  const styles = useTaskStatsStyles();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        className={styles.foldToggle}
        icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        {summary}
      </Button>
      <div id={id} className={mergeClasses(styles.foldContent, !open && styles.folded)}>
        {children}
      </div>
    </div>
  );
}
