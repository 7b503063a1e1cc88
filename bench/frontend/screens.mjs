// The screens the bench opens, and the probes that mark when each is usable.
import { createRequire } from 'node:module';
import { REMOTES } from '../../scripts/frontends.mjs';
import { ROWS_PROBE } from '../first-screen.mjs';

// The screen the bench opens of each remote of the workspace list: its first menu entry, as the
// menu shows it under the 'Default' language (the label in the remote's default language), as its
// webpack config declares it. The heading that shows once the screen is there is not declared
// anywhere: it is named here, and a remote without one is not measured. The remote's name is its
// config key (its federation name); the server serves it from /remotes/<segment>/, its package
// name without 'remote-'.
const HEADINGS = {
  'remote-account': 'User Settings',
  'remote-items': 'Items Management',
  'remote-templates': '视频模板管理',
  'remote-video-tasks': '视频任务管理',
  'remote-users': '用户管理',
  'remote-releases': '发布管理',
};
const requireFromHere = createRequire(import.meta.url);
export const REMOTE_SCREENS = REMOTES.filter((pkg) => HEADINGS[pkg]).map((pkg) => {
  const { name, mounts } = requireFromHere(`../../${pkg}/webpack.config.cjs`).federation;
  const [entry] = mounts.menu;
  return {
    remote: name,
    segment: pkg.replace(/^remote-/, ''),
    path: entry.path,
    link: entry.label[mounts.defaultLanguage],
    heading: HEADINGS[pkg],
  };
});
export const UNMEASURED = REMOTES.filter((pkg) => !HEADINGS[pkg]);

/** Waits for the login form to be usable (the mark of USABLE_PROBE). */
export async function formUsable(page) {
  await page.getByPlaceholder('Email').waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => typeof window.__loginUsable === 'number', null, { timeout: 60_000 });
}

// Installed before any page script: marks the moment the login form is usable (see the header).
export const USABLE_PROBE = `(() => {
  if (location.pathname !== '/login') return;
  // Cheapest test first: the probe runs at every batch of DOM changes, and its own time counts as
  // the page's main-thread time (it was 6 ms of it when it looked for the button first and woke at
  // every attribute change).
  const check = () => {
    const email = document.querySelector('input[placeholder="Email"]');
    if (!email || email.disabled) return;
    const password = document.querySelector('input[placeholder="Password"]');
    if (!password || password.disabled) return;
    const button = Array.from(document.querySelectorAll('button[type="submit"]')).find((b) => b.textContent.trim() === 'Log In');
    if (!button || button.disabled) return;
    if (email.getClientRects().length === 0 || button.getClientRects().length === 0) return;
    observer.disconnect();
    performance.mark('login-usable');
    window.__loginUsable = performance.now();
  };
  const observer = new MutationObserver(check);
  // Nodes coming and going, and the one attribute that can make a control unusable.
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})();`;

// The first screens of the request-chain and A/B steps: the page, the probe that marks the moment
// it is usable, and that mark's name.
export const LOGIN_SCREEN = { path: '/login', signedIn: false, probe: USABLE_PROBE, mark: 'login-usable', until: 'form usable' };
export const ITEMS_SCREEN = { path: '/items', signedIn: true, probe: ROWS_PROBE, mark: 'rows-visible', until: 'rows visible' };
export const ADMIN_SCREEN = { path: '/admin', signedIn: true, probe: ROWS_PROBE, mark: 'rows-visible', until: 'rows visible' };

export const SCREEN_LABELS = new Map([
  [LOGIN_SCREEN, '/login, signed out'],
  [ITEMS_SCREEN, '/items, signed in'],
  [ADMIN_SCREEN, '/admin (all templates), signed in'],
]);
