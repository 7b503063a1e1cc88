import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { createTranslationHook, type Translator } from '../i18n';
import { setLanguagePreference } from '../language-store';

// The hook every screen translates with: it suspends until its namespace's texts are there, gives
// every component the same translator for one namespace and language, follows the language
// preference, and hands a failed fetch to the error boundary, whose retry fetches again.

const loads: string[] = [];
const useHookTest = createTranslationHook('hookTest', {
  defaultLanguage: 'zh-CN',
  resources: {
    en: async () => {
      loads.push('en');
      return { hello: 'Hello', greet: 'Hi, {{name}}' };
    },
    'zh-CN': async () => {
      loads.push('zh-CN');
      return { default: { hello: '你好', greet: '你好，{{name}}' } };
    },
  },
});

let failNext = 0;
const useFlakyTest = createTranslationHook('flakyTest', {
  defaultLanguage: 'en',
  resources: {
    en: async () => {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('texts unreachable');
      }
      return { hello: 'Hello again' };
    },
    'zh-CN': async () => ({ hello: '又见面了' }),
  },
});

const seen: Translator[] = [];
function Greeting({ name }: { name: string }) {
  const translator = useHookTest();
  seen.push(translator);
  return (
    <p>
      {translator.t('hello')} / {translator.t('greet', { name })} / {translator.lng}
    </p>
  );
}

function Flaky() {
  const { t } = useFlakyTest();
  return <p>{t('hello')}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: null })}>
        retry after {this.state.error.message}
      </button>
    );
  }
}

beforeEach(() => {
  window.localStorage.clear();
  seen.length = 0;
});

test('suspends until the texts load, then every component shares one translator', async () => {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Greeting name="Ann" />
      <Greeting name="Bo" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('你好 / 你好，Ann / zh-CN')).toBeInTheDocument();
  expect(screen.getByText('你好 / 你好，Bo / zh-CN')).toBeInTheDocument();
  // Both components asked at once, yet the texts were fetched once.
  expect(loads).toEqual(['zh-CN']);
  expect(new Set(seen).size).toBe(1);
  expect(seen[0]!.t).toBe(seen.at(-1)!.t);
});

test('a language preference renders the texts of that language', async () => {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Greeting name="Ann" />
    </Suspense>,
  );
  expect(await screen.findByText('你好 / 你好，Ann / zh-CN')).toBeInTheDocument();
  act(() => setLanguagePreference('en'));
  expect(await screen.findByText('Hello / Hi, Ann / en')).toBeInTheDocument();
  expect(new Set(seen.map((translator) => translator.lng))).toEqual(new Set(['zh-CN', 'en']));
});

test('a failed fetch reaches the error boundary once, and its retry fetches again', async () => {
  failNext = 1;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Flaky />
      </Suspense>
    </Boundary>,
  );
  const retry = await screen.findByRole('button', { name: 'retry after texts unreachable' });
  // The failure stands for a second (React renders once more after an error); a retry after it fetches again.
  await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
  act(() => retry.click());
  expect(await screen.findByText('Hello again')).toBeInTheDocument();
});

test("a namespace registered again by another release of its remote shows that release's texts, not the ones loaded before", async () => {
  const release = (title: string) => ({
    defaultLanguage: 'en' as const,
    resources: { en: async () => ({ title }), 'zh-CN': async () => ({ title }) },
  });
  const useReleaseA = createTranslationHook('releasedRemote', release('Items (release A)'));
  const Title = ({ use }: { use: () => Translator }) => <p>{use().t('title')}</p>;
  const first = render(
    <Suspense fallback={<p>loading</p>}>
      <Title use={useReleaseA} />
    </Suspense>,
  );
  expect(await screen.findByText('Items (release A)')).toBeInTheDocument();
  first.unmount();

  const useReleaseB = createTranslationHook('releasedRemote', release('Items (release B)'));
  render(
    <Suspense fallback={<p>loading</p>}>
      <Title use={useReleaseB} />
    </Suspense>,
  );
  expect(await screen.findByText('Items (release B)')).toBeInTheDocument();
});
