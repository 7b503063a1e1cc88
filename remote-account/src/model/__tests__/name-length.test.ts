import { nameLength } from '../name-length';
import { SIGNUP_FULL_NAME_MIN } from '../form-rules';

test('a CJK character counts two, so a two-character Chinese name is long enough and one character is not', () => {
  expect(nameLength('李四')).toBe(4);
  expect(nameLength('李')).toBe(2);
  expect(nameLength('李四') >= SIGNUP_FULL_NAME_MIN).toBe(true);
  expect(nameLength('李') >= SIGNUP_FULL_NAME_MIN).toBe(false);
  expect(nameLength('さくら')).toBe(6);
  expect(nameLength('김')).toBe(2);
});

test('Latin names keep counting one per character', () => {
  expect(nameLength('Al')).toBe(2);
  expect(nameLength('Ann')).toBe(3);
  expect(nameLength('Zoë')).toBe(3);
  expect(nameLength('')).toBe(0);
});
