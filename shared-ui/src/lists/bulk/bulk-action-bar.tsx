import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, Toolbar, ToolbarButton } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { errorDetail, type Language } from 'shared-ui';
import type { BulkJobFilters } from 'shared-ui/contract';
import { isSelectionEmpty, selectedCount, type RowSelection } from '../row-selection';
import { useBulkActionBarStyles } from './bulk-action-bar.styles';
import { BulkJobStatus } from './bulk-job-status';
import type { BulkActionName, BulkList, BulkTarget } from './bulk-jobs';
import { useBulkTranslation } from './bulk-texts';
import { useBulkJob } from './use-bulk-job';

/** The most rows the server takes by id; more are taken as "all matching". */
export const MAX_CHOSEN_IDS = 1000;

export interface BulkChoice {
  /** The value sent (for set_status, the new task status). */
  value: number;
  /** The menu item's text, e.g. 已完成. */
  label: string;
  /** The action's name in the confirmation, e.g. 设为已完成. */
  actionLabel: string;
}

export interface BulkActionDef {
  action: BulkActionName;
  /** The button's text, e.g. 审核通过 or 设为…. */
  label: string;
  icon?: ReactElement;
  /** A value to pick first (设为… a status): the button opens a menu of them. */
  choices?: BulkChoice[];
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
  /** The confirmation in the screen's words, e.g. 确定要对 12 个模板执行「审核通过」吗？ */
  confirmText: (count: number, actionLabel: string) => string;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** Every row of the job has its outcome: refresh the list and its counts. */
  onFinished: () => void;
  defaultLanguage?: Language;
}

/**
 * The bar above a list while rows are selected: how many, the choice of every matching row, and
 * the actions that fit. An action is confirmed once with the number of rows it changes, then runs
 * on the server as a job whose progress and outcome the bar shows, even after the rows are
 * unselected, the screen left and come back to (the job is followed for the browser tab's session).
 */
export function BulkActionBar(props: BulkActionBarProps) {
  const { list, label, selection, matching, filters, actions, confirmText, onSelectAllMatching, onClear, onFinished, defaultLanguage } =
    props;
  const { t } = useBulkTranslation(defaultLanguage);
  const styles = useBulkActionBarStyles();
  const run = useBulkJob(list, onFinished);
  const count = selectedCount(selection, matching);
  const all = selection.kind === 'all';
  const tooMany = selection.kind === 'ids' && selection.ids.size > MAX_CHOSEN_IDS;
  const busy = run.starting || run.job?.status === 'queued' || run.job?.status === 'running';

  if (isSelectionEmpty(selection) && !run.job && !run.startError && !run.followError) return null;

  const perform = async (action: BulkActionName, actionLabel: string, taskStatus?: number) => {
    if (!window.confirm(confirmText(count, actionLabel))) return;
    const target: BulkTarget = all ? { filters, expectedCount: count } : { ids: [...(selection.kind === 'ids' ? selection.ids : [])] };
    const started = await run.start({ list, action, taskStatus, target }, (now) =>
      window.confirm(`${t('recount', { expected: count, count: now })}\n${confirmText(now, actionLabel)}`),
    );
    if (started) onClear();
  };

  const disabled = busy || tooMany || count === 0;
  return (
    <section role="region" aria-label={label} className={styles.bar}>
      {isSelectionEmpty(selection) ? null : (
        <Toolbar aria-label={t('toolbar')} className={styles.toolbar} size="small">
          <Text className={styles.count}>{all ? t('allSelected', { count }) : t('selected', { count })}</Text>
          {!all && matching !== undefined && matching > count ? (
            <ToolbarButton appearance="transparent" onClick={onSelectAllMatching}>
              {t('selectAllMatching', { count: matching })}
            </ToolbarButton>
          ) : null}
          {actions.map((definition) =>
            definition.choices ? (
              <Menu key={definition.action}>
                <MenuTrigger disableButtonEnhancement>
                  <ToolbarButton icon={definition.icon} disabled={disabled}>
                    {definition.label}
                  </ToolbarButton>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    {definition.choices.map((choice) => (
                      <MenuItem key={choice.value} onClick={() => void perform(definition.action, choice.actionLabel, choice.value)}>
                        {choice.label}
                      </MenuItem>
                    ))}
                  </MenuList>
                </MenuPopover>
              </Menu>
            ) : (
              <ToolbarButton
                key={definition.action}
                icon={definition.icon}
                disabled={disabled}
                onClick={() => void perform(definition.action, definition.label)}
              >
                {definition.label}
              </ToolbarButton>
            ),
          )}
          <ToolbarButton onClick={onClear}>{t('clear')}</ToolbarButton>
        </Toolbar>
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
      {run.job ? <BulkJobStatus job={run.job} onDismiss={run.dismiss} defaultLanguage={defaultLanguage} /> : null}
    </section>
  );
}
