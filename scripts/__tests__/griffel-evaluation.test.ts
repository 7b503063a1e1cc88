// The stand-in for '@fluentui/react-components' while Griffel compiles style objects at build time
// (kit/build/griffel-evaluation.cjs).
import { tokens, typographyStyles } from '@fluentui/react-components';

const standIn = require('../../kit/build/griffel-evaluation.cjs') as Record<string, unknown>;

test("gives style objects Fluent's own theme values and Griffel's shorthands", () => {
  expect(standIn.tokens).toEqual(tokens);
  expect(standIn.typographyStyles).toEqual(typographyStyles);
  expect((standIn.shorthands as { padding: (value: string) => object }).padding('4px')).toEqual({
    paddingTop: '4px',
    paddingRight: '4px',
    paddingBottom: '4px',
    paddingLeft: '4px',
  });
});

test('stops the build on any other name instead of compiling it as undefined', () => {
  expect(() => standIn.Button).toThrow(
    /'Button' from '@fluentui\/react-components' is not available .*griffel-evaluation\.cjs has: tokens, typographyStyles, shorthands/,
  );
});

test('answers what a module loader asks of any module', () => {
  expect(standIn.__esModule).toBeUndefined();
  expect(standIn.default).toBeUndefined();
});
