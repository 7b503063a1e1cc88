import { crc32 } from 'node:zlib';

/** The picture formats accepted for reference images, with their storage extension. */
export type ImageKind = 'png' | 'jpg' | 'webp' | 'gif';

export const IMAGE_MIME: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Decides what a file is from its bytes, never from its name or declared type, and checks its
 * structure end to end: a file that only starts like an image, carries extra data after the
 * image's end, or hides markup (a polyglot that a browser or another tool could read as HTML or
 * script) is refused. Returns the kind, or null when the file is not an acceptable image.
 */
export function detectImage(data: Buffer): ImageKind | null {
  if (data.length < 12 || containsMarkup(data)) return null;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return isWellFormedPng(data) ? 'png' : null;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return isWellFormedJpeg(data) ? 'jpg' : null;
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return isWellFormedWebp(data) ? 'webp' : null;
  const gifHeader = data.toString('latin1', 0, 6);
  if (gifHeader === 'GIF87a' || gifHeader === 'GIF89a') return isWellFormedGif(data) ? 'gif' : null;
  return null;
}

function startsWith(data: Buffer, bytes: number[]): boolean {
  return bytes.every((byte, i) => data[i] === byte);
}

// Byte sequences with no business in a picture: the openings of HTML, SVG, script and PHP. (Not
// "<?xml": photo metadata (XMP) legitimately holds XML.)
const MARKUP = ['<script', '<html', '<!doctype', '<svg', '<?php', '<iframe', '<body', 'javascript:'].map((text) =>
  Buffer.from(text, 'latin1'),
);

function containsMarkup(data: Buffer): boolean {
  const lower = Buffer.from(data.toString('latin1').toLowerCase(), 'latin1');
  return MARKUP.some((marker) => lower.includes(marker));
}

/** Signature, IHDR first, every chunk's CRC, IEND last and nothing after it. */
function isWellFormedPng(data: Buffer): boolean {
  let offset = 8;
  let first = true;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > data.length) return false;
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (first && type !== 'IHDR') return false;
    first = false;
    const crc = data.readUInt32BE(offset + 8 + length);
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) !== crc) return false;
    offset = end;
    if (type === 'IEND') return offset === data.length;
  }
  return false;
}

/** Markers from SOI to the first scan, then entropy-coded data ending with EOI, nothing after. */
function isWellFormedJpeg(data: Buffer): boolean {
  if (data[data.length - 2] !== 0xff || data[data.length - 1] !== 0xd9) return false;
  let offset = 2;
  let sawFrame = false;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return false;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return false;
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > data.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) sawFrame = true;
    if (marker === 0xda) return sawFrame && offset + 2 + length < data.length - 2;
    offset += 2 + length;
  }
  return false;
}

/** RIFF size equal to the file, a known first chunk, and chunks tiling the rest exactly. */
function isWellFormedWebp(data: Buffer): boolean {
  if (data.readUInt32LE(4) + 8 !== data.length) return false;
  let offset = 12;
  let first = true;
  while (offset < data.length) {
    if (offset + 8 > data.length) return false;
    const type = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (first && !['VP8 ', 'VP8L', 'VP8X'].includes(type)) return false;
    first = false;
    offset += 8 + size + (size % 2);
  }
  return offset === data.length && !first;
}

/** Header, screen descriptor and colour table, then blocks up to a trailer that ends the file. */
function isWellFormedGif(data: Buffer): boolean {
  let offset = 13;
  const packed = data[10]!;
  if (packed & 0x80) offset += 3 * 2 ** ((packed & 0x07) + 1);
  const skipSubBlocks = (): boolean => {
    for (;;) {
      if (offset >= data.length) return false;
      const size = data[offset]!;
      offset += 1 + size;
      if (size === 0) return true;
    }
  };
  let images = 0;
  while (offset < data.length) {
    const block = data[offset]!;
    if (block === 0x3b) return offset === data.length - 1 && images > 0;
    if (block === 0x21) {
      offset += 2; // introducer and label
      if (!skipSubBlocks()) return false;
    } else if (block === 0x2c) {
      if (offset + 10 > data.length) return false;
      const imagePacked = data[offset + 9]!;
      offset += 10;
      if (imagePacked & 0x80) offset += 3 * 2 ** ((imagePacked & 0x07) + 1);
      offset += 1; // LZW minimum code size
      if (!skipSubBlocks()) return false;
      images++;
    } else {
      return false;
    }
  }
  return false;
}
