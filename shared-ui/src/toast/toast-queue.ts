// Toasts asked for, waiting for the toaster. Fluent's toaster and its animations are fetched the
// first time a toast is asked for (no page needs them to show), so a toast may be asked for
// before the toaster exists: it waits here, and the toaster takes it as soon as it is mounted.
export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

/** A button in the toast's title row: what to do about the news (open what was just made). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastRequest {
  intent: ToastIntent;
  title: string;
  description?: string;
  /**
   * Names the toast, so it can be dismissed once out of date; a new toast of the same id
   * replaces the one on screen instead of stacking under it.
   */
  id?: string;
  action?: ToastAction;
}

/** What the toaster is asked to do: show a toast, or dismiss the one of an id. */
export type ToastCommand = { show: ToastRequest } | { dismiss: string };

const waiting: ToastCommand[] = [];
const listeners = new Set<() => void>();
let everAsked = false;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function requestToast(toast: ToastRequest): void {
  waiting.push({ show: toast });
  everAsked = true;
  notify();
}

/**
 * Dismisses the toast of this id, shown or still waiting; nothing happens when there is none.
 * Never fetches the toaster: with no toast ever asked for, there is nothing to dismiss.
 */
export function dismissToast(id: string): void {
  if (!everAsked) return;
  // One still waiting never shows; one the toaster has is dismissed there.
  for (let index = waiting.length - 1; index >= 0; index -= 1) {
    const command = waiting[index]!;
    if ('show' in command && command.show.id === id) waiting.splice(index, 1);
  }
  waiting.push({ dismiss: id });
  notify();
}

/** The commands given since the last call, oldest first; they are the caller's from now on. */
export function takeToastCommands(): ToastCommand[] {
  return waiting.splice(0);
}

/** Whether any toast was ever asked for: from then on the toaster stays mounted. */
export function toastEverRequested(): boolean {
  return everAsked;
}

export function onToastRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
