/** What a row's move needs of its call: whether it runs, and for which template. */
export interface RowCall {
  mutate: (templateId: number) => void;
  isPending: boolean;
  variables: number | undefined;
}

/** One of a row's status moves, as a button. */
export interface RowMutation {
  label: string;
  icon: React.JSX.Element;
  /** Whether this move's call is running for the row. */
  isRunning: (templateId: number) => boolean;
  /** Starts the move (after whatever confirmation it needs). */
  run: (templateId: number) => void;
}

/** `isRunning` for a call whose variables are the template id. */
export function runningFor(call: Pick<RowCall, 'isPending' | 'variables'>) {
  return (templateId: number) => call.isPending && call.variables === templateId;
}

/** A move that starts once the admin says yes to `question` in the browser's own dialog. */
export function confirmedMove(label: string, icon: React.JSX.Element, call: RowCall, question: string): RowMutation {
  return { label, icon, isRunning: runningFor(call), run: (templateId) => window.confirm(question) && call.mutate(templateId) };
}
