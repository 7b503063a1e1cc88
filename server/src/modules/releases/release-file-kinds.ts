import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildHtmlFile, buildScriptedSvg, buildUnknownFileKind, buildUnreadableCopy } from '../../lib/messages.js';

/**
 * The kinds of file a frontend's build ships: what the shell loads (scripts, styles, data, source
 * maps, webpack's .LICENSE.txt beside a chunk) and what those load (fonts, images, media,
 * WebAssembly). A release is served from the app's own origin, so a page in it (HTML, or an SVG
 * that runs script) would run with the app's cookies and storage: no such file is taken.
 */
const SHIPPED_EXTENSIONS = new Set([
  ...['js', 'mjs', 'cjs', 'css', 'json', 'map', 'txt'],
  ...['woff', 'woff2', 'ttf', 'otf', 'eot'],
  ...['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'svg'],
  ...['mp4', 'webm', 'ogg', 'mp3', 'wav', 'm4a', 'aac', 'flac'],
  'wasm',
]);

const HTML_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'shtml']);

/** The folder of the shell's copy that runs React's development build (its build writes it: @video-admin/kit). */
export const REACT_DEVELOPMENT_FOLDER = 'react-development';

/**
 * The host's pages, which the server serves itself (with its own policy): index.html at the root
 * of its build, and its copy's, which a browser developing a module against the product gets.
 */
export const HOST_PAGES: ReadonlySet<string> = new Set(['index.html', `${REACT_DEVELOPMENT_FOLDER}/index.html`]);

/** An uncompressed SVG larger than this is not checked but refused. */
const MAX_SVG_BYTES = 16 * 1024 * 1024;

/** Markup through which an SVG image runs script when opened as a document. */
const SVG_SCRIPT_MARKUP = [/<script/i, /<foreignObject/i, /<[^>]*[\s/"']on[a-z]+\s*=/i];

/**
 * Why a build may not ship the file at `path` (relative, '/'-separated) with these bytes, or
 * null when it may. `isHost`: the build is the shell's, which alone ships pages: HOST_PAGES (and
 * their .br and .gz copies).
 */
export function refusedFileKind(path: string, content: Buffer, { isHost }: { isHost: boolean }): string | null {
  const encoding = /\.(br|gz)$/i.exec(path)?.[1]?.toLowerCase() ?? null;
  const original = encoding ? path.slice(0, -(encoding.length + 1)) : path;
  const name = original.slice(original.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (HTML_EXTENSIONS.has(extension)) return isHost && HOST_PAGES.has(original) ? null : buildHtmlFile(path);
  if (!SHIPPED_EXTENSIONS.has(extension)) return buildUnknownFileKind(path);
  if (extension !== 'svg') return null;
  const svg = uncompressed(content, encoding);
  if (svg === null) return buildUnreadableCopy(path);
  return runsScript(svg.toString('utf8')) ? buildScriptedSvg(path) : null;
}

function uncompressed(content: Buffer, encoding: string | null): Buffer | null {
  if (!encoding) return content;
  try {
    const options = { maxOutputLength: MAX_SVG_BYTES };
    return encoding === 'br' ? brotliDecompressSync(content, options) : gunzipSync(content, options);
  } catch {
    return null;
  }
}

/**
 * Whether an SVG holds script: a script element, an on... event attribute, a foreignObject (HTML
 * inside the image) or a javascript: URL. A URL is read as a browser reads it, with character
 * references decoded and the tabs and line breaks it ignores dropped (java&#x09;script: runs too).
 */
export function runsScript(svg: string): boolean {
  if (SVG_SCRIPT_MARKUP.some((pattern) => pattern.test(svg))) return true;
  const decoded = svg
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');
  return /javascript:/i.test(decoded.replace(/[\u0000-\u0020]/g, ''));
}

function fromCodePoint(code: number): string {
  return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}
