// The README's screenshots are made smaller (scripts/lib/png.mjs): recompressPng without changing
// a pixel, palettePng as 256 colours when those cover nearly every pixel.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';

const root = resolve(__dirname, '..', '..');

/** Runs one of png.mjs's functions on `png` in a child (the library is an ES module) and returns its answer. */
function recompress(png: Buffer, name = 'recompressPng'): Buffer {
  const script = `
    const lib = await import('./scripts/lib/png.mjs');
    const input = Buffer.from(process.argv[1], 'base64');
    process.stdout.write(lib.${name}(input).toString('base64'));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, png.toString('base64')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return Buffer.from(result.stdout, 'base64');
}

function crc(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, sum]);
}

function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const found = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    found.push({ type, data, crcOk: png.readUInt32BE(offset + 8 + length) === crc(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return found;
}

const width = 64;
const header = Buffer.alloc(13);
header.writeUInt32BE(width, 0);
header.writeUInt32BE(width, 4);
header.set([8, 2, 0, 0, 0], 8);

/** A 64x64 RGB picture of `colour(x, y)`, its rows unfiltered and deflated weakly over two IDAT chunks, plus a text chunk. */
function picture(colour: (x: number, y: number) => [number, number, number]) {
  const rows = Array.from({ length: width }, (_, y) =>
    Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, (_, x) => colour(x, y)).flat())]),
  );
  const pixels = Buffer.concat(rows);
  const weak = deflateSync(pixels, { level: 1 });
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from('Software\0test')),
    chunk('IDAT', weak.subarray(0, 100)),
    chunk('IDAT', weak.subarray(100)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { png, pixels };
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** The RGB value of every pixel of an 8-bit RGB or palette PNG, its rows' filters undone. */
function colours(png: Buffer): number[] {
  const [head, ...rest] = chunks(png);
  const type = head!.data[9];
  const palette = rest.find((c) => c.type === 'PLTE')?.data;
  const data = inflateSync(Buffer.concat(rest.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const bpp = type === 3 ? 1 : 3;
  const stride = width * bpp;
  const out: number[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < width; y++) {
    const filter = data[y * (stride + 1)]!;
    const row = Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const [a, b, c] = [x >= bpp ? row[x - bpp]! : 0, previous[x]!, x >= bpp ? previous[x - bpp]! : 0];
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      row[x] = (data[y * (stride + 1) + 1 + x]! + predicted) & 0xff;
    }
    for (let x = 0; x < width; x++) out.push(type === 3 ? palette!.readUIntBE(row[x]! * 3, 3) : row.readUIntBE(x * 3, 3));
    previous = row;
  }
  return out;
}

// A gradient: too many colours for a palette.
const { png, pixels } = picture((x, y) => [x * 4, y * 4, (x * 7 + y * 13) % 256]);

test('the same pixels in one IDAT, the text chunk gone, every checksum right, and no bigger', () => {
  const out = recompress(png);
  const found = chunks(out);
  expect(found.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  expect(found.every((c) => c.crcOk)).toBe(true);
  expect(found[0]!.data.equals(header)).toBe(true);
  expect(colours(out)).toEqual(colours(png));
  expect(inflateSync(found[1]!.data).length).toBe(pixels.length);
  expect(out.length).toBeLessThanOrEqual(png.length);
});

test('anything else than a PNG is refused', () => {
  expect(() => recompress(Buffer.from('GIF89a not a png'))).toThrow(/not a PNG/);
});

test('a picture of few colours becomes a 256-colour PNG with every pixel kept', () => {
  const flat = picture((x, y) => (x < 32 ? [255, 255, 255] : y < 32 ? [15, 108, 189] : [36, 36, 36]));
  const out = recompress(flat.png, 'palettePng');
  const found = chunks(out);
  expect(found.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  expect(found.every((c) => c.crcOk)).toBe(true);
  expect(found[0]!.data[9]).toBe(3);
  expect(colours(out)).toEqual(colours(flat.png));
  expect(out.length).toBeLessThan(flat.png.length);
});

test('a few stray colours take the nearest common one; a picture of many colours stays as it is', () => {
  // 270 colours, one pixel each, on a white ground: the 256 commonest cover over 99 % of the pixels.
  const stray = (x: number, y: number): [number, number, number] => {
    const i = y * width + x;
    return i < 270 ? [200 + (i % 50), 200 + Math.floor(i / 50), 0] : [255, 255, 255];
  };
  const speckled = picture(stray);
  const out = recompress(speckled.png, 'palettePng');
  expect(chunks(out)[0]!.data[9]).toBe(3);
  const expected = colours(speckled.png);
  const got = colours(out);
  const changed = got.filter((value, i) => value !== expected[i]).length;
  expect(changed).toBeGreaterThan(0);
  expect(changed).toBeLessThanOrEqual(270 - 255);

  const kept = recompress(png, 'palettePng');
  expect(chunks(kept)[0]!.data[9]).toBe(2);
  expect(inflateSync(chunks(kept)[1]!.data).length).toBe(pixels.length);
});
