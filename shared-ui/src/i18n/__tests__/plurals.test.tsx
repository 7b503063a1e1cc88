import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createTranslationHook } from '../i18n';
import { setLanguagePreference } from '../language-store';

// Counts read in the right number: a text with plural forms (rows_one, rows_other) is filled by
// i18next, which picks the form for the count and language; the plain filler leaves any call with
// a count to it (docs/decisions/0007-plain-interpolation.md). Chinese has one form, the bare key.

const usePluralTest = createTranslationHook('pluralTest', {
  defaultLanguage: 'en',
  resources: {
    en: async () => ({
      rows_one: '{{count}} row',
      rows_other: '{{count}} rows',
      nested: { tasks_one: '{{count}} task of {{of}}', tasks_other: '{{count}} tasks of {{of}}' },
    }),
    'zh-CN': async () => ({ rows: '{{count}} 行', nested: { tasks: '{{of}} 中的 {{count}} 个任务' } }),
  },
});

function Counts() {
  const { t } = usePluralTest();
  return (
    <p>
      {[0, 1, 2, 6].map((count) => t('rows', { count })).join(' | ')} / {t('nested.tasks', { count: 1, of: 'all' })} /{' '}
      {t('nested.tasks', { count: 3, of: 'all' })}
    </p>
  );
}

afterEach(() => act(() => setLanguagePreference('default')));

test('English takes the singular for 1 and the plural otherwise, nested keys and other values too', async () => {
  render(
    <Suspense fallback="loading">
      <Counts />
    </Suspense>,
  );
  expect(await screen.findByText('0 rows | 1 row | 2 rows | 6 rows / 1 task of all / 3 tasks of all')).toBeInTheDocument();
});

test('Chinese has one form for every count', async () => {
  act(() => setLanguagePreference('zh-CN'));
  render(
    <Suspense fallback="loading">
      <Counts />
    </Suspense>,
  );
  expect(await screen.findByText('0 行 | 1 行 | 2 行 | 6 行 / all 中的 1 个任务 / all 中的 3 个任务')).toBeInTheDocument();
});
