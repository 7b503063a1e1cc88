import type { EncodedVideo } from './h264.js';

// An ISO BMFF (MP4) writer for one H.264 video track: ftyp, moov (with the sample tables), mdat.
// The moov box comes first ("fast start"), so browsers can play while downloading.

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...payload);
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeUInt32BE(value >>> 0, i * 4));
  return buffer;
}

function u16(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, i) => buffer.writeUInt16BE(value & 0xffff, i * 2));
  return buffer;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

export function muxMp4(video: EncodedVideo, fps: number): Buffer {
  const timescale = fps * 1000;
  const sampleDelta = 1000;
  const duration = video.frames.length * sampleDelta;
  const movieTimescale = 1000;
  const movieDuration = Math.round((video.frames.length * 1000) / fps);

  // Each sample is its NAL unit with a 4-byte length prefix (avcC lengthSizeMinusOne = 3).
  const samples = video.frames.map((nal) => Buffer.concat([u32(nal.length), nal]));

  const avcC = box(
    'avcC',
    Buffer.from([1, video.sps[1]!, video.sps[2]!, video.sps[3]!, 0xff, 0xe1]),
    u16(video.sps.length),
    video.sps,
    Buffer.from([1]),
    u16(video.pps.length),
    video.pps,
  );
  const compressorName = Buffer.alloc(32);
  const avc1 = box(
    'avc1',
    Buffer.alloc(6), // reserved
    u16(1), // data_reference_index
    Buffer.alloc(16), // pre_defined, reserved
    u16(video.width, video.height),
    u32(0x00480000, 0x00480000, 0), // 72 dpi, reserved
    u16(1), // frame_count
    compressorName,
    u16(0x0018, 0xffff), // depth, pre_defined
    avcC,
  );

  const stbl = (chunkOffset: number) =>
    box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), avc1),
      fullBox('stts', 0, 0, u32(1, samples.length, sampleDelta)),
      fullBox('stss', 0, 0, u32(1, 1)),
      fullBox('stsc', 0, 0, u32(1, 1, samples.length, 1)),
      fullBox('stsz', 0, 0, u32(0, samples.length, ...samples.map((sample) => sample.length))),
      fullBox('stco', 0, 0, u32(1, chunkOffset)),
    );

  const moov = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0, 0, movieTimescale, movieDuration, 0x00010000),
        u16(0x0100, 0),
        Buffer.alloc(8),
        MATRIX,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          u32(0, 0, 1, 0, movieDuration, 0, 0),
          u16(0, 0, 0, 0),
          MATRIX,
          u32(video.width * 0x10000, video.height * 0x10000),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0)),
          fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide', 'ascii'), Buffer.alloc(12), Buffer.from('VideoHandler\0', 'ascii')),
          box(
            'minf',
            fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            stbl(chunkOffset),
          ),
        ),
      ),
    );

  const ftyp = box('ftyp', Buffer.from('isom', 'ascii'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'ascii'));
  // The chunk offset does not change the moov size, so measure once with a placeholder.
  const moovSize = moov(0).length;
  const mdat = box('mdat', ...samples);
  return Buffer.concat([ftyp, moov(ftyp.length + moovSize + 8), mdat]);
}
