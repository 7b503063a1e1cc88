// A block of a committed document written by a script from the code (a table of settings, of
// roles), between two marker lines `<!-- <name> start -->` and `<!-- <name> end -->`.

const markers = (name) => [`<!-- ${name} start -->`, `<!-- ${name} end -->`];

/** `text` with the block `name` replaced by `content`; throws when its markers are missing. */
function replaceBlock(text, name, content) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no "${start}" ... "${end}" block`);
  return `${text.slice(0, from)}${start}\n${content}\n${text.slice(to)}`;
}

module.exports = { markers, replaceBlock };
