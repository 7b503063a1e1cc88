import type { TemplateMutation } from '../../api/use-template-mutation';
import { ActionButton } from './action-button';

/** One of a row's status moves, as a button. */
export interface RowMutation {
  label: string;
  icon: React.JSX.Element;
  primary?: boolean;
  /** Whether this move's call is running for the row. */
  isRunning: (templateId: number) => boolean;
  /** Starts the move (after whatever confirmation it needs). */
  run: (templateId: number) => void;
}

/** `isRunning` for a mutation whose variables are the template id. */
export function runningFor(mutation: Pick<TemplateMutation<number>, 'isPending' | 'variables'>) {
  return (templateId: number) => mutation.isPending && mutation.variables === templateId;
}

/** A row's status moves: while one runs, the others wait, so a row never gets two at once. */
export function MutationButtons({ templateId, mutations }: { templateId: number; mutations: RowMutation[] }) {
  const busy = mutations.some((mutation) => mutation.isRunning(templateId));
  return (
    <>
      {mutations.map((mutation) => (
        <ActionButton
          key={mutation.label}
          appearance={mutation.primary ? 'primary' : undefined}
          icon={mutation.icon}
          busy={mutation.isRunning(templateId)}
          disabled={busy}
          onClick={() => mutation.run(templateId)}
        >
          {mutation.label}
        </ActionButton>
      ))}
    </>
  );
}
