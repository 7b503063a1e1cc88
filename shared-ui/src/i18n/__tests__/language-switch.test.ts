import { createTranslationHook, i18n } from '../i18n';
import { changeLanguagePreference, documentLanguage, getLanguagePreference } from '../language-store';

// A switch fetches the texts first and only then tells the screens, so none of them suspends.

createTranslationHook('switchTest', {
  defaultLanguage: 'zh-CN',
  resources: { en: async () => ({ hello: 'Hello' }), 'zh-CN': async () => ({ hello: '你好' }) },
});

beforeEach(() => window.localStorage.clear());

test('the texts of every namespace in use are there before the preference changes', async () => {
  const switching = changeLanguagePreference('en');
  expect(getLanguagePreference()).toBe('default');
  await switching;
  expect(getLanguagePreference()).toBe('en');
  expect(i18n.getResource('en', 'switchTest', 'hello')).toBe('Hello');
});

test("'default' gives each namespace its own language", async () => {
  await changeLanguagePreference('default');
  expect(i18n.getResource('zh-CN', 'switchTest', 'hello')).toBe('你好');
});

test('the page language is the chosen one, English for the default mix', () => {
  expect(documentLanguage('default')).toBe('en');
  expect(documentLanguage('en')).toBe('en');
  expect(documentLanguage('zh-CN')).toBe('zh-CN');
});
