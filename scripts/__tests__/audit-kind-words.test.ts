// The audit log's kinds read the same on the screen (remote-users' texts) as in its CSV export
// (the server's KIND_WORDS): a kind the server adds without words for the screen would show there
// as its code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/** The server's words for each kind, read from its table: `'user.create': w('创建用户', 'User created')`. */
function serverKindWords(): Map<string, { zh: string; en: string }> {
  const source = readFileSync(resolve(root, 'server/src/modules/audit/audit-words.ts'), 'utf8');
  const table = source.slice(source.indexOf('export const KIND_WORDS'), source.indexOf('};', source.indexOf('export const KIND_WORDS')));
  const entries = [...table.matchAll(/'([a-z_]+\.[a-z_]+)': w\('([^']*)', '([^']*)'\)/g)];
  return new Map(entries.map(([, kind, zh, en]) => [kind!, { zh: zh!, en: en! }]));
}

function screenWord(language: 'zh-CN' | 'en', kind: string): string | undefined {
  const texts = JSON.parse(readFileSync(resolve(root, `remote-users/src/locales/${language}.json`), 'utf8')) as {
    audit: { kindWords: Record<string, Record<string, string>> };
  };
  const [group, action] = kind.split('.') as [string, string];
  return texts.audit.kindWords[group]?.[action];
}

test('every kind the server records has the same words on the audit screen, in Chinese and English', () => {
  const kinds = serverKindWords();
  expect(kinds.size).toBeGreaterThan(20);
  const differing = [...kinds].flatMap(([kind, words]) =>
    [
      ['zh-CN', words.zh],
      ['en', words.en],
    ].flatMap(([language, word]) => {
      const shown = screenWord(language as 'zh-CN' | 'en', kind);
      return shown === word
        ? []
        : [`${kind} (${language}): the server says "${word}", the screen ${shown === undefined ? 'has none' : `"${shown}"`}`];
    }),
  );
  expect(differing).toEqual([]);
});
