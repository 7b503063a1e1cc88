/**
 * A small .env reader covering what people write in practice: KEY=value, optional `export`,
 * comments, single quotes (taken literally) and double quotes (with \n, \t, \" and \\ escapes).
 * Small enough that a dependency is not worth it.
 */
export function parseDotEnv(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1]!;
    let value = match[2]!;
    const quote = value[0];
    if (quote === '"' || quote === "'") {
      // A quoted value may span lines until its closing quote.
      let body = value.slice(1);
      while (!hasClosingQuote(body, quote) && index + 1 < lines.length) {
        body += '\n' + lines[++index];
      }
      const end = closingQuoteIndex(body, quote);
      value = end === -1 ? body : body.slice(0, end);
      if (quote === '"') value = unescapeDoubleQuoted(value);
    } else {
      // An unquoted value ends at a comment introduced by whitespace + '#'.
      value = value.replace(/\s+#.*$/, '').trim();
    }
    result[key] = value;
  }
  return result;
}

function closingQuoteIndex(body: string, quote: string): number {
  for (let i = 0; i < body.length; i++) {
    if (quote === '"' && body[i] === '\\') {
      i++;
      continue;
    }
    if (body[i] === quote) return i;
  }
  return -1;
}

function hasClosingQuote(body: string, quote: string): boolean {
  return closingQuoteIndex(body, quote) !== -1;
}

function unescapeDoubleQuoted(value: string): string {
  return value.replace(/\\([nrt"\\])/g, (_, char: string) => {
    switch (char) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      default:
        return char;
    }
  });
}
