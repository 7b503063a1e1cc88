// The offline writer's poster: SVG text, so the product draws it without any image encoder.

export interface PosterOptions {
  title: string;
  subtitle?: string;
  /** A small label in the top corner (离线生成). */
  badge?: string;
  hue: number;
  /** A picture shown in the middle, embedded as a data: URI (an SVG shown as an image loads nothing else). */
  image?: { data: Buffer; mime: string } | null;
  width?: number;
  height?: number;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** A CSS colour for a hue, saturation and lightness (0 to 1). */
function hslColor(hue: number, saturation: number, lightness: number): string {
  return `hsl(${((hue % 360) + 360) % 360} ${Math.round(saturation * 100)}% ${Math.round(lightness * 100)}%)`;
}

/** Splits text into lines of at most `width` characters (CJK text has no spaces to break at). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += width) lines.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * maxLines) lines[maxLines - 1] = [...lines[maxLines - 1]!].slice(0, width - 1).join('') + '…';
  return lines;
}

/**
 * A 3:4 poster as SVG: a gradient, soft shapes, the picture (when given) and the title in
 * Chinese, using the viewer's own fonts. Everything in it is escaped text or a data: URI of a
 * checked image, so it carries no script and fetches nothing.
 */
export function renderPoster(options: PosterOptions): string {
  const width = options.width ?? 720;
  const height = options.height ?? 960;
  const top = hslColor(options.hue, 0.65, 0.55);
  const bottom = hslColor(options.hue + 50, 0.7, 0.25);
  const accent = hslColor(options.hue + 180, 0.75, 0.65);
  const titleLines = wrap(options.title, 10, 2);
  const font = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC',sans-serif";
  const picture = options.image
    ? `<clipPath id="frame"><rect x="80" y="150" width="${width - 160}" height="${height - 420}" rx="28"/></clipPath>
  <image href="data:${options.image.mime};base64,${options.image.data.toString('base64')}" x="80" y="150" width="${width - 160}" height="${height - 420}" preserveAspectRatio="xMidYMid slice" clip-path="url(#frame)"/>
  <rect x="80" y="150" width="${width - 160}" height="${height - 420}" rx="28" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>`
    : `<circle cx="${width / 2}" cy="${height / 2 - 90}" r="150" fill="${accent}" fill-opacity="0.55"/>
  <polygon points="${width / 2 - 45},${height / 2 - 160} ${width / 2 - 45},${height / 2 - 20} ${width / 2 + 70},${height / 2 - 90}" fill="#ffffff" fill-opacity="0.9"/>`;
  const title = titleLines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${height - 190 + i * 66}" text-anchor="middle" font-size="54" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width - 60}" cy="90" r="140" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="40" cy="${height - 120}" r="180" fill="#000000" fill-opacity="0.10"/>
  ${picture}
  ${title}
  ${options.subtitle ? `<text x="${width / 2}" y="${height - 190 + titleLines.length * 66 + 10}" text-anchor="middle" font-size="28" fill="#ffffff" fill-opacity="0.85">${escapeXml(options.subtitle)}</text>` : ''}
  ${options.badge ? `<rect x="24" y="24" width="${[...options.badge].length * 26 + 32}" height="48" rx="24" fill="#000000" fill-opacity="0.35"/><text x="40" y="57" font-size="24" fill="#ffffff">${escapeXml(options.badge)}</text>` : ''}
</svg>
`;
}

/** A stable hue for a piece of text, so a template keeps its colours between renders. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}
