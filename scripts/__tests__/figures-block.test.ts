// The generated figure blocks of docs/: a run replaces its own block and nothing else.
const { replaceFiguresBlock } = require('../lib/figures-block.cjs');

describe('replaceFiguresBlock', () => {
  const doc = [
    '# Performance',
    'prose stays',
    '<!-- figures:build start -->',
    'old build figures',
    '<!-- figures:build end -->',
    'between',
    '<!-- figures:server start -->',
    '```text',
    'old server figures',
    '```',
    '<!-- figures:server end -->',
    'tail',
  ].join('\n');

  it('replaces only the named block, as a fenced text block without trailing spaces', () => {
    const next = replaceFiguresBlock(doc, 'build', ['bench 2026-11-25', 'full build   33.7 s  ']);
    expect(next).toBe(doc.replace('old build figures', ['```text', 'bench 2026-11-25', 'full build   33.7 s', '```'].join('\n')));
  });

  it('is stable: writing the same figures twice gives the same text', () => {
    const once = replaceFiguresBlock(doc, 'server', ['a', 'b']);
    expect(replaceFiguresBlock(once, 'server', ['a', 'b'])).toBe(once);
    expect(once).toContain('prose stays');
    expect(once).toContain('old build figures');
    expect(once).not.toContain('old server figures');
  });

  it('refuses a document without the block', () => {
    expect(() => replaceFiguresBlock(doc, 'frontend', ['x'])).toThrow('<!-- figures:frontend start -->');
  });
});
