import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { detectImage } from '../../src/lib/image-check.js';
import { renderClip } from '../../src/lib/media/clip.js';
import { H264Encoder } from '../../src/lib/media/h264.js';
import { muxMp4 } from '../../src/lib/media/mp4.js';
import { decodePng, encodePng, PngDecodeError } from '../../src/lib/media/png.js';
import { renderPoster } from '../../src/lib/media/poster.js';
import { Raster } from '../../src/lib/media/raster.js';
import { SAMPLE_CLIP_PATH } from '../../src/providers/video/local.js';
import { GIF, WEBP, jpegImage } from '../helpers/backend.js';

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

describe('media: PNG, H.264/MP4, posters, image sniffing', () => {
  it('PNG round trip, and decoding refuses what it cannot read', () => {
    const image = new Raster(17, 9, [10, 20, 30]);
    image.fillCircle(8, 4, 3, [250, 200, 100]);
    image.text(1, 1, 'A1', [255, 255, 255]);
    const png = encodePng(image);
    assert.equal(detectImage(png), 'png');
    assert.deepEqual(decodePng(png).pixels, image.pixels);
    assert.throws(() => decodePng(Buffer.from('not a png')), PngDecodeError);
    assert.throws(() => decodePng(png, 10), PngDecodeError);
  });

  it('the clip is an MP4 with one H.264 track: ftyp, moov (fast start), then mdat', () => {
    const clip = renderClip({ caption: 'TEST', seconds: 1, fps: 6, width: 64, height: 48 });
    const names = boxes(clip);
    assert.deepEqual(
      names.filter((name) => !name.startsWith(' ')),
      ['ftyp', 'moov', 'mdat'],
    );
    for (const name of [
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
    ]) {
      assert.ok(
        names.some((entry) => entry.trim() === name),
        name,
      );
    }
    assert.ok(clip.includes(Buffer.from('avc1')) && clip.includes(Buffer.from('avcC')));
    // The chunk offset points at the first sample, whose first NAL unit is an IDR slice.
    const stco = clip.indexOf(Buffer.from('stco'));
    const offset = clip.readUInt32BE(stco + 12);
    assert.equal(clip.toString('latin1', offset - 4, offset), 'mdat');
    assert.equal(clip[offset + 4]! & 0x1f, 5);
  });

  it('the encoder skips unchanged macroblocks and re-sends changed ones', () => {
    const encoder = new H264Encoder(64, 32);
    const frame = new Raster(64, 32, [0, 0, 255]);
    encoder.addFrame(frame);
    encoder.addFrame(frame);
    const moved = frame.clone();
    moved.fillRect(0, 0, 16, 16, [255, 0, 0]);
    encoder.addFrame(moved);
    const [idr, same, changed] = encoder.finish().frames;
    assert.ok(idr!.length > 8 * 384, 'key frame holds every macroblock');
    assert.ok(same!.length < 10, 'an unchanged frame is all skips');
    assert.ok(changed!.length > 384 && changed!.length < 2 * 384, 'one changed macroblock');
    // Emulation prevention: no start code inside a NAL unit.
    for (const nal of [idr!, same!, changed!]) assert.equal(nal.includes(Buffer.from([0, 0, 1])), false);
    assert.ok(muxMp4(encoder.finish(), 10).length > idr!.length);
  });

  it('the bundled sample clip is the generator’s output and a small MP4', () => {
    const bundled = readFileSync(SAMPLE_CLIP_PATH);
    assert.ok(bundled.length > 50_000 && bundled.length < 2_000_000);
    assert.equal(bundled.toString('latin1', 4, 8), 'ftyp');
    const regenerated = renderClip({ caption: 'SAMPLE CLIP', subtitle: 'VIDEO ADMIN - BUNDLED DEMO VIDEO', hue: 200 });
    assert.ok(regenerated.equals(bundled), 'run scripts/make-sample-clip.ts after changing the encoder');
  });

  it('posters escape their text and embed only the given picture', () => {
    const svg = renderPoster({ title: '</text><script>alert(1)</script>', hue: 10, badge: 'b&b' });
    assert.doesNotMatch(svg, /<script/);
    assert.match(svg, /&lt;\/text&gt;/);
    assert.match(svg, /b&amp;b/);
  });

  it('image sniffing: the four kinds by their bytes, nothing else', () => {
    assert.equal(detectImage(GIF), 'gif');
    assert.equal(detectImage(WEBP), 'webp');
    assert.equal(detectImage(Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64')), 'webp');
    assert.equal(detectImage(jpegImage()), 'jpg');
    assert.equal(detectImage(Buffer.from('BM' + 'x'.repeat(40))), null);
    assert.equal(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), null);
    const png = encodePng(new Raster(2, 2));
    const corrupted = Buffer.from(png);
    corrupted[20] = corrupted[20]! ^ 0xff;
    assert.equal(detectImage(corrupted), null, 'a bad CRC');
    assert.equal(detectImage(Buffer.concat([GIF.subarray(0, GIF.length - 1), Buffer.from(';;')])), null);
  });
});
