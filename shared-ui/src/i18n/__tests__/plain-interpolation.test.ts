import i18next from 'i18next';
import { interpolatePlainly } from '../plain-interpolation';

// The plain case must give exactly what i18next gives; everything else must be left to i18next.

const texts = {
  alt: 'Main image of template #{{id}}',
  two: '{{first}} and {{ second }}, again {{first}}',
  none: 'No placeholder',
  zh: '复制自#{{id}}',
  formatted: 'Total: {{value, number}}',
  nested: 'See $t(none) for {{id}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({ lng: 'en', initAsync: false, resources: { en: { translation: texts } }, interpolation: { escapeValue: false } }),
);

test.each([
  ['alt', { id: 7 }],
  ['alt', { id: '<b>x</b>' }],
  ['two', { first: 'a', second: 0 }],
  ['none', { id: 1 }],
  ['zh', { id: 42 }],
])('%s with %j reads as i18next reads it', (key, values) => {
  expect(interpolatePlainly(texts[key as keyof typeof texts], values)).toBe(i18n.t(key, values));
});

test.each([
  ['a format', texts.formatted, { value: 3 }],
  ['a nested translation', texts.nested, { id: 1 }],
  ['a missing value', texts.alt, { other: 1 }],
  ['a plural count', texts.items_one, { count: 1 }],
  ['a context', texts.alt, { id: 1, context: 'male' }],
  ['a default value', texts.alt, { id: 1, defaultValue: 'x' }],
  ['an object value', texts.alt, { id: { toString: () => '1' } }],
  ['no values object', texts.alt, 'id'],
])('%s is left to i18next', (_case, text, values) => {
  expect(interpolatePlainly(text, values)).toBeUndefined();
});
