// Renders a remote's exposed screen in Node, as its first render shows it to a signed-out visitor
// with every preference at its default, to HTML with its CSS: the page shows it before the app's
// code has arrived (docs/decisions/0024-first-screen-markup.md).
//
//   tsx --tsconfig <base> render-first-screen.tsx '{"entry": "<module>", "mountPath": "/login"}'
//
// writes the markup to stdout. The app replaces it with the screen it renders itself, carrying over
// what the visitor typed (shared-ui/src/boot/first-markup-takeover.ts).
import type * as Fluent from '@fluentui/react-components';
import type { ComponentType } from 'react';
import type * as ReactDomStatic from 'react-dom/static';
import type * as Router from 'react-router-dom';
import type * as SharedUi from '@video-admin/shared-ui';
import { installNodeWindow } from './node-window';
import { pruneThemeProperties, ruleApplies, usedClasses } from './prune-css';

interface Request {
  /** The exposed module's file: its default export is the screen, `prepare` loads its texts. */
  entry: string;
  /** Where the shell mounts it. */
  mountPath: string;
}

const THEME_STYLE = /<style id="(fui-FluentProvider[^"]*)">([\s\S]*?)<\/style>/;

async function render({ entry, mountPath }: Request): Promise<string> {
  installNodeWindow(mountPath);
  // Required only now (some modules read `window` as they load), and all as CommonJS: a module
  // imported both ways would be two copies, with two React contexts.
  /* eslint-disable @typescript-eslint/no-require-imports */
  // tsx compiles JSX as its tsconfig says only for the files under that tsconfig's folder; shared-ui
  // (installed under node_modules in a team's repository) gets the classic transform, which
  // calls a global React.
  (globalThis as { React?: unknown }).React = require('react');
  const { prerenderToNodeStream } = require('react-dom/static') as typeof ReactDomStatic;
  const fluent = require('@fluentui/react-components') as typeof Fluent;
  const router = require('react-router-dom') as typeof Router;
  const sharedUi = require('@video-admin/shared-ui') as typeof SharedUi;
  const screen = require(entry) as { default: ComponentType<object>; prepare?: () => Promise<unknown> };
  /* eslint-enable @typescript-eslint/no-require-imports */
  await Promise.all([sharedUi.preloadTexts('common'), screen.prepare?.()]);
  const Screen = screen.default;
  const renderOnce = async (renderer: ReturnType<typeof fluent.createDOMRenderer>) => {
    const { prelude } = await prerenderToNodeStream(
      <fluent.RendererProvider renderer={renderer}>
        <fluent.SSRProvider>
          <sharedUi.AppProviders>
            <router.MemoryRouter initialEntries={[mountPath]}>
              <router.Routes>
                <router.Route path={`${mountPath}/*`} element={<Screen />} />
              </router.Routes>
            </router.MemoryRouter>
          </sharedUi.AppProviders>
        </fluent.SSRProvider>
      </fluent.RendererProvider>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  };
  // Rendered twice: the second time keeps only the rules for classes the markup has (a third of
  // what every component Fluent set up would bring).
  const used = usedClasses(await renderOnce(fluent.createDOMRenderer(null as unknown as Document)));
  const renderer = fluent.createDOMRenderer(null as unknown as Document, { unstable_filterCSSRule: (rule) => ruleApplies(rule, used) });
  const html = await renderOnce(renderer);
  const css = fluent
    .renderToStyleElements(renderer)
    .map((element) => {
      const { media, dangerouslySetInnerHTML } = element.props as { media?: string; dangerouslySetInnerHTML: { __html: string } };
      return media ? `@media ${media}{${dangerouslySetInnerHTML.__html}}` : dangerouslySetInnerHTML.__html;
    })
    .join('');
  const theme = THEME_STYLE.exec(html);
  if (!theme) throw new Error('render-first-screen: no theme style in the markup');
  const withoutTheme = html.replace(THEME_STYLE, '');
  // One plain style element: one of Griffel's own would be found by the app's Griffel, which
  // would add rules to it that go when the app replaces the markup.
  return `<style>.${theme[1]} { ${pruneThemeProperties(theme[2]!, css + withoutTheme)} }\n${css}</style>${withoutTheme}`;
}

render(JSON.parse(process.argv[2]!) as Request).then(
  (html) => process.stdout.write(html),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
