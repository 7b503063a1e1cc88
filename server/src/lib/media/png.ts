import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { Raster } from './raster.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes an RGB raster as an 8-bit truecolour PNG (filter "up" on every row, zlib level 9). */
export function encodePng(image: Raster): Buffer {
  const { width, height, pixels } = image;
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    filtered[out] = 2;
    for (let x = 0; x < stride; x++) {
      const above = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      filtered[out + 1 + x] = (pixels[y * stride + x]! - above) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export class PngDecodeError extends Error {
  override name = 'PngDecodeError';
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Decodes the common PNGs (8-bit grey, grey+alpha, truecolour, truecolour+alpha and palette,
 * not interlaced) into an RGB raster, alpha blended over white. Anything else throws
 * PngDecodeError, and callers fall back to not using the picture. `maxPixels` bounds the memory
 * a decompression bomb could claim.
 */
export function decodePng(data: Buffer, maxPixels = 4096 * 4096): Raster {
  if (data.length < 8 || !data.subarray(0, 8).equals(SIGNATURE)) throw new PngDecodeError('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colorType = 0;
  let interlace = 0;
  let palette: Buffer | null = null;
  const idat: Buffer[] = [];
  while (offset + 8 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('ascii', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      bitDepth = body[8]!;
      colorType = body[9]!;
      interlace = body[12]!;
    } else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
  }
  const channels = CHANNELS[colorType];
  if (!width || !height || bitDepth !== 8 || channels === undefined || interlace !== 0) {
    throw new PngDecodeError('unsupported PNG layout');
  }
  if (width * height > maxPixels) throw new PngDecodeError('PNG too large');
  if (colorType === 3 && !palette) throw new PngDecodeError('palette missing');
  const stride = width * channels;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: (stride + 1) * height });
  } catch {
    throw new PngDecodeError('corrupt image data');
  }
  if (raw.length < (stride + 1) * height) throw new PngDecodeError('truncated image data');

  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[out + x - channels]! : 0;
      const b = y > 0 ? rows[out - stride + x]! : 0;
      const c = x >= channels && y > 0 ? rows[out - stride + x - channels]! : 0;
      let value = line[x]!;
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new PngDecodeError('bad filter');
      rows[out + x] = value & 0xff;
    }
  }

  const image = new Raster(width, height);
  for (let i = 0; i < width * height; i++) {
    let r: number;
    let g: number;
    let b: number;
    let alpha = 255;
    const p = i * channels;
    if (colorType === 0 || colorType === 4) {
      r = g = b = rows[p]!;
      if (colorType === 4) alpha = rows[p + 1]!;
    } else if (colorType === 3) {
      const index = rows[p]! * 3;
      r = palette![index] ?? 0;
      g = palette![index + 1] ?? 0;
      b = palette![index + 2] ?? 0;
    } else {
      r = rows[p]!;
      g = rows[p + 1]!;
      b = rows[p + 2]!;
      if (colorType === 6) alpha = rows[p + 3]!;
    }
    const blend = (value: number) => Math.round((value * alpha + 255 * (255 - alpha)) / 255);
    image.pixels[i * 3] = blend(r);
    image.pixels[i * 3 + 1] = blend(g);
    image.pixels[i * 3 + 2] = blend(b);
  }
  return image;
}
