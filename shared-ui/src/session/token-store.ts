// The access token lives in localStorage under 'access_token', with a tiny subscription so React
// re-renders guards the moment it is set or removed, in this tab or another.
/** Where the session's token is kept; the page's boot script reads it there too. */
export const TOKEN_KEY = 'access_token';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearAccessToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  notify();
}

export function subscribeToAccessToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
