import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, useRestoreFocusTarget } from '@fluentui/react-components';
import { useRef, useState, type ReactElement } from 'react';
import { errorDetail, type Language } from '@video-admin/shared-ui';
import type { BulkJobFilters } from '@video-admin/shared-ui/contract';
import { isSelectionEmpty, selectedCount, type RowSelection } from '../row-selection';
import { useBulkActionBarStyles } from './bulk-action-bar.styles';
import type { BulkQuestion } from './bulk-confirm-dialog';
import { BulkJobStatus } from './bulk-job-status';
import type { BulkActionName, BulkList, BulkTarget } from './bulk-jobs';
import { useBulkTranslation } from './bulk-texts';
import { BulkConfirmDialog } from './lazy-bulk-confirm-dialog';
import { useBulkJob } from './use-bulk-job';

/** The most rows the server takes by id; more are taken as "all matching". */
export const MAX_CHOSEN_IDS = 1000;

export interface BulkChoice {
  /** The value sent (for set_status, the new task status). */
  value: number;
  /** The menu item's text, e.g. 已完成. */
  label: string;
  /** The confirmation's button, e.g. 设为已完成. */
  actionLabel: string;
}

export interface BulkActionDef {
  action: BulkActionName;
  /** The button's text, e.g. 通过 or 设为…; also the confirmation's button. */
  label: string;
  icon?: ReactElement;
  /** A value to pick first (设为… a status): the button opens a menu of them. */
  choices?: BulkChoice[];
  /** The confirmation's question with the number of rows (and the value picked): "Publish 6 templates?" */
  question: (count: number, choice?: BulkChoice) => string;
  /** What the action does beyond its name, said under the question: 通过后将自动进行AI补全。 */
  consequence?: string;
  /** It deletes: the confirmation says it cannot be undone and its button is danger-styled. */
  destructive?: boolean;
}

export interface BulkActionBarProps {
  list: BulkList;
  /** Names the bar (a region), e.g. 批量操作. */
  label: string;
  selection: RowSelection;
  /** How many rows the list's filters match (its total), when known. */
  matching: number | undefined;
  /** The list call's filters in force, the tab's status included: "all matching" means these. */
  filters: BulkJobFilters;
  /** The actions that fit the list or tab, in order. */
  actions: BulkActionDef[];
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** Every row of the job has its outcome: refresh the list and its counts. */
  onFinished: () => void;
  defaultLanguage?: Language;
}

interface Asking {
  question: BulkQuestion;
  open: boolean;
  answer: (confirmed: boolean) => void;
}

/**
 * The bar above a list while rows are selected: how many, the choice of every matching row, and
 * the actions that fit. An action is confirmed once in a dialog naming the number of rows it
 * changes and what follows, then runs on the server as a job whose progress and outcome the bar
 * shows, even after the rows are unselected, the screen left and come back to (the job is followed
 * for the browser tab's session).
 */
export function BulkActionBar(props: BulkActionBarProps) {
  const { list, label, selection, matching, filters, actions, onSelectAllMatching, onClear, onFinished, defaultLanguage } = props;
  const { t } = useBulkTranslation(defaultLanguage);
  const styles = useBulkActionBarStyles();
  const run = useBulkJob(list, onFinished);
  const [asking, setAsking] = useState<Asking>();
  const region = useRef<HTMLElement>(null);
  // The action's button is where focus returns when its confirmation closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const count = selectedCount(selection, matching);
  const all = selection.kind === 'all';
  const tooMany = selection.kind === 'ids' && selection.ids.size > MAX_CHOSEN_IDS;
  const busy = run.starting || run.job?.status === 'queued' || run.job?.status === 'running';

  if (isSelectionEmpty(selection) && !run.job && !run.startError && !run.followError) return null;

  const ask = (question: BulkQuestion) =>
    new Promise<boolean>((resolve) => {
      const answer = (confirmed: boolean) => {
        setAsking((now) => now && { ...now, open: false });
        resolve(confirmed);
      };
      setAsking({ question, open: true, answer });
    });

  const perform = async (definition: BulkActionDef, choice?: BulkChoice) => {
    const question = (rows: number, moved?: string): BulkQuestion => ({
      title: definition.question(rows, choice),
      text: [moved, definition.consequence].filter((text): text is string => !!text),
      confirmLabel: choice?.actionLabel ?? definition.label,
      destructive: !!definition.destructive,
    });
    if (!(await ask(question(count)))) return;
    const target: BulkTarget = all ? { filters, expectedCount: count } : { ids: [...(selection.kind === 'ids' ? selection.ids : [])] };
    const request = { list, action: definition.action, taskStatus: choice?.value, target };
    const started = await run.start(request, (now) => ask(question(now, t('recount', { expected: count, count: now }))));
    if (started) onClear();
    // The action's button is gone (the selection is cleared) or was disabled while the job started:
    // focus goes to the bar, which says what happened, instead of falling to the page.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) region.current?.focus();
    });
  };

  const disabled = busy || tooMany || count === 0;
  return (
    <section ref={region} role="region" aria-label={label} tabIndex={-1} className={styles.bar}>
      {isSelectionEmpty(selection) ? null : (
        // A toolbar by name, but each button is a Tab stop of its own (no arrow-key roving): a
        // keyboard user reaches 通过 / 不通过 / 删除 the same way as every other button on the page.
        <div role="toolbar" aria-label={t('toolbar')} className={styles.toolbar}>
          <Text className={styles.count}>{all ? t('allSelected', { count }) : t('selected', { count })}</Text>
          {!all && matching !== undefined && matching > count ? (
            <Button appearance="transparent" onClick={onSelectAllMatching}>
              {t('selectAllMatching', { count: matching })}
            </Button>
          ) : null}
          {actions.map((definition) =>
            definition.choices ? (
              <Menu key={definition.action}>
                <MenuTrigger disableButtonEnhancement>
                  <Button appearance="subtle" icon={definition.icon} disabled={disabled} {...restoreFocusTarget}>
                    {definition.label}
                  </Button>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    {definition.choices.map((choice) => (
                      <MenuItem key={choice.value} onClick={() => void perform(definition, choice)}>
                        {choice.label}
                      </MenuItem>
                    ))}
                  </MenuList>
                </MenuPopover>
              </Menu>
            ) : (
              <Button
                appearance="subtle"
                key={definition.action}
                icon={definition.icon}
                disabled={disabled}
                onClick={() => void perform(definition)}
                {...restoreFocusTarget}
              >
                {definition.label}
              </Button>
            ),
          )}
          <Button appearance="subtle" onClick={onClear}>
            {t('clear')}
          </Button>
        </div>
      )}
      {tooMany ? <Text>{t('tooMany', { max: MAX_CHOSEN_IDS })}</Text> : null}
      {run.starting ? <Text role="status">{t('starting')}</Text> : null}
      {run.startError ? (
        <Text role="alert" className={styles.error}>
          {t('startFailed', { reason: errorDetail(run.startError) })}
        </Text>
      ) : null}
      {run.followError ? (
        <div className={styles.jobLine}>
          <Text role="alert" className={styles.error}>
            {t('followFailed', { reason: errorDetail(run.followError) })}
          </Text>
          <Button size="small" onClick={run.dismiss}>
            {t('dismiss')}
          </Button>
        </div>
      ) : null}
      {run.job ? (
        <BulkJobStatus
          job={run.job}
          onDismiss={run.dismiss}
          onCancel={() => void run.cancel()}
          cancelling={run.cancelling}
          cancelError={run.cancelError}
          defaultLanguage={defaultLanguage}
        />
      ) : null}
      <BulkConfirmDialog
        open={!!asking?.open}
        question={asking?.question}
        onAnswer={(confirmed) => asking?.answer(confirmed)}
        defaultLanguage={defaultLanguage}
      />
    </section>
  );
}
