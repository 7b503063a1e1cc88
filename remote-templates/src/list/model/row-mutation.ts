import { rowFocusReturn } from './row-focus';

/** What to run once a change is done and the lists show it. */
export interface RowCallOptions {
  onSettled?: () => void;
}

/** What a row's move needs of its call: whether it runs, and for which template. */
export interface RowCall {
  mutate: (templateId: number, options?: RowCallOptions) => void;
  isPending: boolean;
  variables: number | undefined;
}

/** One of a row's status moves, as a button. */
export interface RowMutation {
  label: string;
  icon: React.JSX.Element;
  /** Whether this move's call is running for the row. */
  isRunning: (templateId: number) => boolean;
  /**
   * Starts the move (after whatever confirmation it needs). `from` is the button it was started
   * from (the row's, or the 更多操作 button its menu hangs from): a confirmed move returns the
   * focus there, or to the next row's, once the list shows the change.
   */
  run: (templateId: number, from?: HTMLElement) => void;
}

/** `isRunning` for a call whose variables are the template id. */
export function runningFor(call: Pick<RowCall, 'isPending' | 'variables'>) {
  return (templateId: number) => call.isPending && call.variables === templateId;
}

/** Runs `call` for the row, the focus coming back to the row (see rowFocusReturn) once the list shows the change. */
export function runFromRow(call: Pick<RowCall, 'mutate'>, templateId: number, from: HTMLElement | undefined) {
  call.mutate(templateId, from ? { onSettled: rowFocusReturn(from) } : undefined);
}

/** A move that starts once the admin says yes to `question` in the browser's own dialog. */
export function confirmedMove(label: string, icon: React.JSX.Element, call: RowCall, question: string): RowMutation {
  return {
    label,
    icon,
    isRunning: runningFor(call),
    run: (templateId, from) => {
      if (window.confirm(question)) runFromRow(call, templateId, from);
    },
  };
}
