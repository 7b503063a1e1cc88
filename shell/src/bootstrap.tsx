import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from 'shared-ui';
import { App } from './app/app';
import { registerConfiguredRemotes } from './remotes/remote-registry';

async function start() {
  const config = await loadRuntimeConfig();
  registerConfiguredRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(<App />);
}

start().catch((error: unknown) => {
  // Without config.json nothing can load; say so plainly instead of leaving a blank page.
  document.body.textContent = `The application could not start: ${error instanceof Error ? error.message : String(error)}`;
  console.error(error);
});
