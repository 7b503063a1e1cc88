/**
 * Scripts whose one character is a whole syllable (Chinese, Japanese kana, Korean): a two-character
 * name like 李四 is a full name, where two Latin letters are not.
 */
const WIDE_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;

/**
 * How long a name counts toward the sign-up minimum: a CJK character counts two, any other one
 * (by code point, so an emoji is one). 李四 counts 4, 李 counts 2, "Al" counts 2, "Ann" 3.
 */
export function nameLength(name: string): number {
  let length = 0;
  for (const character of name) length += WIDE_CHARACTER.test(character) ? 2 : 1;
  return length;
}
