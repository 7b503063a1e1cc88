// Replaces one generated block of a markdown file (docs/performance.md, docs/reliability.md) with
// the figures of the run that just ended, so the docs always show the latest run and its date.
// A block sits between two marker lines:
//   <!-- figures:<name> start -->
//   <!-- figures:<name> end -->
const { readFileSync, writeFileSync } = require('node:fs');

const marker = (name, edge) => `<!-- figures:${name} ${edge} -->`;

/** The file's text with the block `name` holding `lines` (as a fenced text block); throws when the markers are missing. */
function replaceFiguresBlock(text, name, lines) {
  const start = text.indexOf(marker(name, 'start'));
  const end = text.indexOf(marker(name, 'end'));
  if (start < 0 || end < start) throw new Error(`no "${marker(name, 'start')}" ... "${marker(name, 'end')}" block`);
  const body = ['```text', ...lines.map((line) => line.replace(/\s+$/, '')), '```'].join('\n');
  return `${text.slice(0, start)}${marker(name, 'start')}\n${body}\n${text.slice(end)}`;
}

function writeFiguresBlock(file, name, lines) {
  writeFileSync(file, replaceFiguresBlock(readFileSync(file, 'utf8'), name, lines));
}

module.exports = { replaceFiguresBlock, writeFiguresBlock };
