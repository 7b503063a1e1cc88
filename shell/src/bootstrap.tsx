import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, preloadTexts, takeOverFirstMarkup } from '@video-admin/shared-ui';
import { App } from './app/app';
import { preloadFirstScreen } from './app/app-routes';
import { registerConfiguredRemotes } from './remotes/remote-registry';

/**
 * How long the first render waits for the first screen's code and texts. React keeps a Suspense
 * fallback it has shown for at least 300 ms, so a first render that suspends delays the screen
 * by that much even when the rest arrives a moment later. Past this wait, the page renders with
 * its spinner as before (index.html shows one until then).
 */
const FIRST_SCREEN_WAIT_MS = 1500;

async function render(configRequest: Promise<Response>) {
  // Nearly every screen shows toasts, whose texts are shared-ui's ('common'): fetched beside
  // config.json rather than when the first screen asks for them.
  const commonTexts = preloadTexts('common');
  const config = await loadRuntimeConfig(configRequest);
  registerConfiguredRemotes(config);
  const firstScreen = Promise.all([commonTexts, preloadFirstScreen(window.location.pathname)]);
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // The screen's markup, if the page has one, goes at this render: what was typed into it stays.
  takeOverFirstMarkup(container);
  createRoot(container).render(<App />);
}

export function start(configRequest: Promise<Response>): void {
  render(configRequest).catch((error: unknown) => {
    // Without config.json nothing can load; say so plainly instead of leaving a blank page.
    document.body.textContent = `The application could not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(error);
  });
}
