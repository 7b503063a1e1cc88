// Makes a PNG smaller. recompressPng changes no pixel: each row's filter is chosen again (the one
// leaving the smallest differences, which deflate packs best), the data deflated at zlib's strongest
// level in one IDAT chunk, and the ancillary chunks (text, time, gamma...) left out. palettePng
// also turns a screenshot whose 256 commonest colours cover nearly every pixel (a UI's flat
// surfaces and text) into a 256-colour PNG, the few other pixels (edges of anti-aliased text)
// taking the nearest of those colours.
import { constants, crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The chunks a browser needs to draw it: header, palette and its transparency, data, end.
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IEND']);

/** The PNG's chunks: type and data. */
export function pngChunks(png) {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const chunks = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** The predictor of each PNG filter type, from the pixel's left, up and upper-left neighbours. */
const PREDICT = [() => 0, (a) => a, (_a, b) => b, (a, b) => (a + b) >> 1, paeth];

/** The rows' raw bytes (filters undone), or null for a kind of PNG left as it is (interlaced, 16-bit). */
export function unfiltered(header, data) {
  const [bitDepth, colorType, , , interlace] = header.subarray(8, 13);
  if (bitDepth !== 8 || interlace !== 0 || !(colorType in CHANNELS)) return null;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const bpp = CHANNELS[colorType];
  const stride = width * bpp;
  const rows = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const offset = y * (stride + 1);
    const predict = PREDICT[data[offset]];
    const row = Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? row[x - bpp] : 0;
      const c = x >= bpp ? previous[x - bpp] : 0;
      row[x] = (data[offset + 1 + x] + predict(a, previous[x], c)) & 0xff;
    }
    rows.push(row);
    previous = row;
  }
  return { rows, bpp };
}

/** Each row with the filter whose output bytes, read as signed, sum to the least. */
export function refiltered({ rows, bpp }) {
  const stride = rows[0]?.length ?? 0;
  const out = [];
  let previous = Buffer.alloc(stride);
  for (const row of rows) {
    let best = null;
    let bestScore = Infinity;
    for (const [type, predict] of PREDICT.entries()) {
      const line = Buffer.alloc(stride + 1);
      line[0] = type;
      let score = 0;
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? row[x - bpp] : 0;
        const c = x >= bpp ? previous[x - bpp] : 0;
        const value = (row[x] - predict(a, previous[x], c)) & 0xff;
        line[x + 1] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < bestScore) [best, bestScore] = [line, score];
    }
    out.push(best);
    previous = row;
  }
  return Buffer.concat(out);
}

const shorter = (best, candidate) => (candidate.length < best.length ? candidate : best);

/** The same picture in fewer bytes: the smallest of its data as filtered and refiltered, deflated at level 9. */
export function recompressPng(png) {
  const chunks = pngChunks(png);
  const header = chunks.find((c) => c.type === 'IHDR').data;
  const filtered = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const raw = unfiltered(header, filtered);
  const candidates = [filtered, ...(raw ? [refiltered(raw)] : [])].flatMap((data) =>
    [constants.Z_DEFAULT_STRATEGY, constants.Z_FILTERED].map((strategy) => deflateSync(data, { level: 9, memLevel: 9, strategy })),
  );
  const smallest = candidates.reduce(shorter);
  const out = [SIGNATURE];
  for (const { type, data } of chunks) {
    if (type === 'IEND') out.push(chunk('IDAT', smallest));
    if (KEPT.has(type)) out.push(chunk(type, data));
  }
  return Buffer.concat(out);
}

const deflated = (data) =>
  [constants.Z_DEFAULT_STRATEGY, constants.Z_FILTERED]
    .map((strategy) => deflateSync(data, { level: 9, memLevel: 9, strategy }))
    .reduce(shorter);

/**
 * An RGB picture as a 256-colour one when its 256 commonest colours cover at least `coverage` of its
 * pixels (every pixel kept when it has no more colours than that); otherwise recompressPng's answer.
 */
export function palettePng(png, { coverage = 0.99 } = {}) {
  const chunks = pngChunks(png);
  const header = chunks.find((c) => c.type === 'IHDR').data;
  const raw =
    header[9] === 2 ? unfiltered(header, inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)))) : null;
  if (!raw) return recompressPng(png);
  const counts = new Map();
  for (const row of raw.rows)
    for (let x = 0; x < row.length; x += 3) {
      const colour = row.readUIntBE(x, 3);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
  const pixels = raw.rows.length * (raw.rows[0].length / 3);
  const palette = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 256);
  if (palette.reduce((sum, [, count]) => sum + count, 0) < coverage * pixels) return recompressPng(png);
  const colours = palette.map(([colour]) => [colour >> 16, (colour >> 8) & 0xff, colour & 0xff]);
  const index = new Map(palette.map(([colour], i) => [colour, i]));
  const nearest = (colour) => {
    const [r, g, b] = [colour >> 16, (colour >> 8) & 0xff, colour & 0xff];
    let best = 0;
    let bestDistance = Infinity;
    for (const [i, [pr, pg, pb]] of colours.entries()) {
      const distance = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    }
    index.set(colour, best);
    return best;
  };
  const rows = raw.rows.map((row) => {
    const indices = Buffer.alloc(row.length / 3);
    for (let x = 0; x < indices.length; x++) {
      const colour = row.readUIntBE(x * 3, 3);
      indices[x] = index.get(colour) ?? nearest(colour);
    }
    return indices;
  });
  const paletteHeader = Buffer.from(header);
  paletteHeader[9] = 3;
  const unfilteredRows = Buffer.concat(rows.map((row) => Buffer.concat([Buffer.alloc(1), row])));
  const data = [unfilteredRows, refiltered({ rows, bpp: 1 })].map(deflated).reduce(shorter);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', paletteHeader),
    chunk('PLTE', Buffer.from(colours.flat())),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
