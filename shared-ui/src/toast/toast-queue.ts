// Toasts asked for, waiting for the toaster. Fluent's toaster and its animations are fetched the
// first time a toast is asked for (no page needs them to show), so a toast may be asked for
// before the toaster exists: it waits here, and the toaster takes it as soon as it is mounted.
export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  intent: ToastIntent;
  title: string;
  description?: string;
}

const waiting: ToastRequest[] = [];
const listeners = new Set<() => void>();
let everAsked = false;

export function requestToast(toast: ToastRequest): void {
  waiting.push(toast);
  everAsked = true;
  for (const listener of [...listeners]) listener();
}

/** The toasts asked for since the last call, oldest first; they are the caller's from now on. */
export function takeToastRequests(): ToastRequest[] {
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
