/**
 * Starts the whole signed-in app again at its home, so the shell, its menu and every module read
 * the rights in force now (after view-as started, for one).
 */
export function reloadSignedInApp(): void {
  window.location.assign('/');
}
