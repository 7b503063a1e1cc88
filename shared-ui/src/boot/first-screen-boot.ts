// The page's inline boot script (kit/build/index.html): compiled on its own by
// kit/build/boot-script.cjs and written into the page, whose Content-Security-Policy allows it
// by its hash (server/src/modules/first-screen/first-screen-page.ts). It takes the storage keys and
// the path from the modules that own them, so the page reads the session and the language where the
// app keeps them and makes the first screen's calls as the app's client makes them.
//
// The built-in server names in the page (#first-screen, just before this script) every file the
// route's first screen loads, for each session and language preference; both are in localStorage,
// which only the browser sees, so this picks the hints and adds them as <link rel="preload">, and
// runs each chunk among them once it is in. Served as built, the page has none and this does nothing.
//
// Only constants may be imported: anything else would be compiled into every page.
import { LANGUAGE_KEY } from '../i18n/language-store';
import { earlyAnswerKey, type EarlyAnswers, type EarlyCall } from '../http/early-answers';
import { CURRENT_USER_PATH } from '../session/current-user-path';
import { TOKEN_KEY } from '../session/token-store';
import { THEME_KEY } from '../theme/theme-store';

interface FirstScreenPage {
  config: { apiUrl?: string };
  /** The calls the route's screen makes first, signed in (the server reads them from its build). */
  calls?: EarlyCall[];
  /** run: a chunk, which only hands its modules to its build's runtime, so it may run before that runtime has. */
  hints: { href: string; as: string; run?: true }[];
  variants: Record<string, number[]>;
  /** The language of the screen's markup in #root, when the server put one there. */
  markupLanguage?: string;
}

// One short name for `document`, which the minifier cannot shorten: every page carries these bytes.
const doc = document;
const data = doc.getElementById('first-screen');
if (data) {
  try {
    const page = JSON.parse(data.textContent!) as FirstScreenPage;
    const language = localStorage.getItem(LANGUAGE_KEY);
    const preference = language === 'en' || language === 'zh-CN' ? language : 'default';
    const token = localStorage.getItem(TOKEN_KEY);
    const session = token !== null ? 'in:' : 'out:';
    // Signed in, every first screen waits for the signed-in user: asked for now, while the app's
    // code downloads. The calls the route's screen declares go out once the files the first
    // screen loads are in (the preloads below) or the page's scripts have run
    // (DOMContentLoaded), whichever comes first: sooner, they would take HTTP/1.1's six
    // connections from those files. The app's client takes these answers
    // (shared-ui/src/http/early-answers.ts).
    let askDeclared = () => {};
    if (token !== null) {
      const early: EarlyAnswers = { token, answers: {} };
      const ask = ({ method, path }: EarlyCall) => {
        const url = new URL(path, page.config.apiUrl || location.origin).href;
        const response = fetch(url, { method, credentials: 'include', headers: { Authorization: 'Bearer ' + token } });
        response.catch(() => {});
        early.answers[earlyAnswerKey(method, url)] = response;
      };
      ask({ method: 'GET', path: CURRENT_USER_PATH });
      askDeclared = () => {
        askDeclared = () => {};
        (page.calls || []).forEach(ask);
      };
      doc.addEventListener('DOMContentLoaded', () => askDeclared());
      window.__earlyAnswers = early;
    }
    // The markup is the screen as a signed-out visitor with default preferences sees it: for anyone
    // else the page shows the spinner until the app renders. A form sent before the app is there
    // is held, and sent by the app once it has taken the markup over (first-markup-takeover.ts).
    if (page.markupLanguage) {
      const theme = localStorage.getItem(THEME_KEY);
      const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
      if (token !== null || dark || (preference !== 'default' && preference !== page.markupLanguage))
        doc.documentElement.classList.add('no-first-markup');
      doc.addEventListener('submit', (event) => {
        const form = event.target as HTMLFormElement;
        if (form.closest('#first-markup')) {
          event.preventDefault();
          form.dataset.sent = '';
        }
      });
    }
    const chosen = page.variants[session + preference] || [];
    let loading = chosen.length;
    const loaded = () => {
      if (!--loading) askDeclared();
    };
    chosen.forEach((index) => {
      const hint = page.hints[index]!;
      const link = doc.createElement('link');
      // Properties write the same attributes in fewer of every page's bytes (jsdom, which the
      // tests run in, has no \`as\` property).
      link.rel = 'preload';
      link.setAttribute('as', hint.as);
      if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
      link.href = hint.href;
      // Chromium answers the app's later request for a file whose preload failed with that
      // failure: the shell's Retry then loads the page again (remote-outlet.tsx).
      link.onerror = () => {
        link.dataset.failed = '';
        loaded();
      };
      // A chunk runs as soon as it is in, while the main thread waits for the shell's entry to be
      // parsed, instead of when the app first asks for it (its script is served by this preload).
      link.onload = () => {
        if (hint.run) link.after(Object.assign(doc.createElement('script'), { src: hint.href }));
        loaded();
      };
      doc.head.append(link);
    });
  } catch {
    // Hints only make the page faster: without them it loads as a page served as built.
  }
}
