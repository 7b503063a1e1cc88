import type { ReactNode } from 'react';
import type { TemplateMutation } from '../../../api/use-template-mutation';
import { ActionButton } from './action-button';

/** One of a row's status moves, as a button. */
export interface RowMutation {
  label: string;
  icon: React.JSX.Element;
  /** Whether this move's call is running for the row. */
  isRunning: (templateId: number) => boolean;
  /** Starts the move (after whatever confirmation it needs). */
  run: (templateId: number) => void;
}

/** A row's less frequent actions, behind a button of their own after the row's moves (see useRowMoreActions). */
export interface RowMoreActions {
  items: RowMutation[];
  /** That button, disabled while another of the row's calls runs. */
  render: (templateId: number, disabled: boolean) => ReactNode;
}

/** `isRunning` for a mutation whose variables are the template id. */
export function runningFor(mutation: Pick<TemplateMutation<number>, 'isPending' | 'variables'>) {
  return (templateId: number) => mutation.isPending && mutation.variables === templateId;
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
          onClick={() => mutation.run(templateId)}
        >
          {mutation.label}
        </ActionButton>
      ))}
      {more?.render(templateId, busy)}
    </>
  );
}
