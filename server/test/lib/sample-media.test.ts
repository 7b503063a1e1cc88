import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { crc32, inflateSync } from 'node:zlib';
import { detectImage } from '../../src/lib/image-check.js';
import { SAMPLE_CLIPS, SAMPLES_DIR, sampleFor } from '../../src/lib/sample-media.js';

const files = readdirSync(SAMPLES_DIR).sort();
const read = (name: string) => readFileSync(join(SAMPLES_DIR, name));

/** The top-level boxes of an MP4 and, recursively, the ones inside moov. */
function boxes(data: Buffer, start = 0, end = data.length, depth = 0): string[] {
  const names: string[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    const size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    assert.ok(size >= 8 && offset + size <= end, `box ${type} fits`);
    names.push(`${'  '.repeat(depth)}${type}`);
    const containers: Record<string, number> = { moov: 8, trak: 8, mdia: 8, minf: 8, stbl: 8, dinf: 8 };
    if (type in containers) names.push(...boxes(data, offset + containers[type]!, offset + size, depth + 1));
    offset += size;
  }
  assert.equal(offset, end);
  return names;
}

/** Checks a PNG chunk by chunk (signature, IHDR first, every CRC, IEND last) and that its pixels inflate whole. */
function assertPng(data: Buffer, name: string): void {
  assert.deepEqual([...data.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${name}: signature`);
  const chunks: { type: string; body: Buffer }[] = [];
  let offset = 8;
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    assert.equal(data.readUInt32BE(offset + 8 + length), crc32(data.subarray(offset + 4, offset + 8 + length)), `${name}: ${type} CRC`);
    chunks.push({ type, body });
    offset += 12 + length;
  }
  assert.equal(offset, data.length, `${name}: nothing after the last chunk`);
  assert.equal(chunks[0]!.type, 'IHDR');
  assert.equal(chunks.at(-1)!.type, 'IEND');
  const header = chunks[0]!.body;
  const [width, height, bitDepth, colourType] = [header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]];
  assert.ok(width > 0 && height > 0, `${name}: a size`);
  assert.equal(bitDepth, 8);
  assert.equal(colourType, 2, `${name}: truecolour`);
  const pixels = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.body)));
  assert.equal(pixels.length, (1 + width * 3) * height, `${name}: one filter byte and three bytes a pixel on every row`);
}

describe('shipped sample media (server/assets/samples)', () => {
  it('holds only pictures, posters and clips, small in all', () => {
    assert.ok(files.length > 0);
    for (const name of files) assert.match(name, /^[a-z0-9-]+\.(png|svg|mp4)$/);
    for (const name of SAMPLE_CLIPS) assert.ok(files.includes(name), name);
    const total = files.reduce((sum, name) => sum + read(name).length, 0);
    assert.ok(total < 1024 * 1024, `${total} bytes`);
  });

  it('every PNG is well formed, and accepted as an uploaded reference image', () => {
    const pngs = files.filter((name) => name.endsWith('.png'));
    assert.ok(pngs.length > 0);
    for (const name of pngs) {
      assertPng(read(name), name);
      assert.equal(detectImage(read(name)), 'png', name);
    }
  });

  it('every clip is an MP4 with one H.264 track: ftyp, moov (fast start), then mdat, starting on a key frame', () => {
    const clips = files.filter((name) => name.endsWith('.mp4'));
    assert.ok(clips.length > 0);
    for (const name of clips) {
      const clip = read(name);
      assert.ok(clip.length > 10_000, `${name} holds frames`);
      const names = boxes(clip);
      assert.deepEqual(
        names.filter((entry) => !entry.startsWith(' ')),
        ['ftyp', 'moov', 'mdat'],
      );
      for (const box of [
        'mvhd',
        'trak',
        'tkhd',
        'mdia',
        'mdhd',
        'hdlr',
        'minf',
        'vmhd',
        'stbl',
        'stsd',
        'stts',
        'stss',
        'stsc',
        'stsz',
        'stco',
      ])
        assert.ok(
          names.some((entry) => entry.trim() === box),
          `${name}: ${box}`,
        );
      assert.ok(clip.includes(Buffer.from('avc1')) && clip.includes(Buffer.from('avcC')));
      // The chunk offset points at the first sample, whose first NAL unit is an IDR slice.
      const stco = clip.indexOf(Buffer.from('stco'));
      const offset = clip.readUInt32BE(stco + 12);
      assert.equal(clip.toString('latin1', offset - 4, offset), 'mdat');
      assert.equal(clip[offset + 4]! & 0x1f, 5);
    }
  });

  it('every poster is an SVG that runs nothing and loads nothing: pictures only as embedded PNGs', () => {
    const posters = files.filter((name) => name.endsWith('.svg'));
    assert.ok(posters.length > 0);
    for (const name of posters) {
      const svg = read(name).toString('utf8');
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      assert.doesNotMatch(svg, /<script|<foreignObject|\son[a-z]+=|javascript:/i, name);
      for (const [, href] of svg.matchAll(/href="([^"]*)"/g)) {
        const embedded = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(href!);
        assert.ok(embedded, `${name}: ${href!.slice(0, 40)}`);
        assertPng(Buffer.from(embedded[1]!, 'base64'), `${name} (embedded)`);
      }
    }
  });

  it('a number always picks the same sample, and neighbouring numbers different ones', () => {
    assert.equal(sampleFor(SAMPLE_CLIPS, 7), sampleFor(SAMPLE_CLIPS, 7));
    assert.equal(sampleFor(SAMPLE_CLIPS, 7), sampleFor(SAMPLE_CLIPS, 7 + SAMPLE_CLIPS.length));
    assert.notEqual(sampleFor(SAMPLE_CLIPS, 7), sampleFor(SAMPLE_CLIPS, 8));
    assert.ok(SAMPLE_CLIPS.includes(sampleFor(SAMPLE_CLIPS, -3)));
  });
});
