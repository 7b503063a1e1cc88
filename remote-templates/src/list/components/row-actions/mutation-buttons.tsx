import type { ReactNode } from 'react';
import type { RowMutation } from '../../model/row-mutation';
import { ActionButton } from './action-button';

/** A row's less frequent actions, behind a button of their own after the row's moves (see useRowMoreActions). */
export interface RowMoreActions {
  items: RowMutation[];
  /** That button, disabled while another of the row's calls runs. */
  render: (templateId: number, disabled: boolean) => ReactNode;
}

export interface MutationButtonsProps {
  templateId: number;
  mutations: RowMutation[];
  more?: RowMoreActions;
}

/** A row's status moves (then its 更多操作, if given): while one runs, the others wait, so a row never gets two at once. */
export function MutationButtons({ templateId, mutations, more }: MutationButtonsProps) {
  const runs = (mutation: RowMutation) => mutation.isRunning(templateId);
  const busy = mutations.some(runs) || !!more?.items.some(runs);
  return (
    <>
      {mutations.map((mutation) => (
        <ActionButton
          key={mutation.label}
          icon={mutation.icon}
          busy={mutation.isRunning(templateId)}
          disabled={busy}
          actionKey={mutation.label}
          onClick={(button) => mutation.run(templateId, button)}
        >
          {mutation.label}
        </ActionButton>
      ))}
      {more?.render(templateId, busy)}
    </>
  );
}
