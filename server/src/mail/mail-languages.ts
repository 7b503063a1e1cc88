/** The languages a mail can be written in: the screens' two. */
export type MailLanguage = 'en' | 'zh-CN';

/**
 * The language(s) to write a mail in for someone whose browser sent `acceptLanguage`: the first
 * of its ranges (by weight, then order) that is English or Chinese; both, English first, when the
 * header names neither or is missing (a call from a script, say), so the reader finds theirs.
 */
export function mailLanguagesFor(acceptLanguage: string | undefined): MailLanguage[] {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.weight > 0 && Number.isFinite(range.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'zh' || tag.startsWith('zh-')) return ['zh-CN'];
    if (tag === 'en' || tag.startsWith('en-')) return ['en'];
  }
  return ['en', 'zh-CN'];
}
