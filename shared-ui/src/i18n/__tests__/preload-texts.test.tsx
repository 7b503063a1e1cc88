import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createTranslationHook, i18n, preloadTexts } from '../i18n';
import { setLanguagePreference } from '../language-store';

// Texts fetched before the first render (the shell's 'common', a remote's own through its
// `prepare`), so that a screen renders whole, without suspending.

const loads: string[] = [];
let failNext = 0;
const usePreloadTest = createTranslationHook('preloadTest', {
  defaultLanguage: 'zh-CN',
  resources: {
    en: async () => {
      loads.push('en');
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('texts unreachable');
      }
      return { hello: 'Hello' };
    },
    'zh-CN': async () => {
      loads.push('zh-CN');
      return { hello: '你好' };
    },
  },
});

function Greeting() {
  return <p>{usePreloadTest().t('hello')}</p>;
}

beforeEach(() => {
  window.localStorage.clear();
  loads.length = 0;
});

test('preloaded texts render at the first render, without a fallback, fetched once', async () => {
  setLanguagePreference('en');
  await usePreloadTest.preload();
  expect(loads).toEqual(['en']);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Greeting />
    </Suspense>,
  );
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  await usePreloadTest.preload();
  expect(loads).toEqual(['en']);
});

test("the stored preference picks the language, 'default' the namespace's own", async () => {
  setLanguagePreference('default');
  await preloadTexts('preloadTest', 'not-registered');
  expect(loads).toEqual(['zh-CN']);
});

test('a failed preload resolves, and the hook fetches again when it renders', async () => {
  setLanguagePreference('en');
  i18n.removeResourceBundle('en', 'preloadTest');
  failNext = 1;
  await expect(preloadTexts('preloadTest')).resolves.toBeUndefined();
  render(
    <Suspense fallback={<p>loading</p>}>
      <Greeting />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('Hello')).toBeInTheDocument();
  expect(loads).toEqual(['en', 'en']);
});

// A shared piece (the pager) on a screen whose default language is not its namespace's own.
function GreetingOnEnglishScreen() {
  return <p>{usePreloadTest('en').t('hello')}</p>;
}

test("a screen's default language stands in for the namespace's own, under 'default' only", async () => {
  setLanguagePreference('default');
  i18n.removeResourceBundle('en', 'preloadTest');
  i18n.removeResourceBundle('zh-CN', 'preloadTest');
  await usePreloadTest.preload('en');
  expect(loads).toEqual(['en']);
  render(
    <Suspense fallback={<p>loading</p>}>
      <GreetingOnEnglishScreen />
    </Suspense>,
  );
  expect(screen.getByText('Hello')).toBeInTheDocument();

  // A language the user chose applies everywhere.
  await act(() => setLanguagePreference('zh-CN'));
  expect(await screen.findByText('你好')).toBeInTheDocument();
  expect(loads).toEqual(['en', 'zh-CN']);
});
