import type { Raster } from './raster.js';

/**
 * A deliberately minimal H.264 (Baseline) encoder, so the server can make real, playable videos
 * on a machine without ffmpeg. Every changed 16x16 macroblock is sent uncompressed (I_PCM) and
 * every unchanged one is skipped (P_Skip copies it from the previous frame). It suits the short
 * clips made here (a picture plus a small animation): the first frame costs width*height*1.5
 * bytes, later frames only what moved. Output is lossless apart from the 4:2:0 colour subsampling.
 */

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.count++;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  /** Unsigned Exp-Golomb code, ue(v). */
  ue(value: number): void {
    const coded = value + 1;
    const length = 32 - Math.clz32(coded);
    this.bits(0, length - 1);
    this.bits(coded, length);
  }

  /** Signed Exp-Golomb code, se(v). */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean {
    return this.count === 0;
  }

  alignZero(): void {
    while (this.count !== 0) this.bit(0);
  }

  byte(value: number): void {
    // Only called when aligned (PCM samples), so this is a plain append.
    this.bytes.push(value & 0xff);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return Uint8Array.from(this.bytes);
  }
}

/** Inserts emulation-prevention bytes so the payload never contains a start code. */
function toNal(header: number, rbsp: Uint8Array): Buffer {
  const out: number[] = [header];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

export interface EncodedVideo {
  width: number;
  height: number;
  sps: Buffer;
  pps: Buffer;
  /** One access unit (a single slice NAL unit) per frame; the first is the only key frame. */
  frames: Buffer[];
}

const LOG2_MAX_FRAME_NUM = 4;

interface Planes {
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

export class H264Encoder {
  readonly mbWidth: number;
  readonly mbHeight: number;
  private previous: Planes | null = null;
  private frameNum = 0;
  readonly frames: Buffer[] = [];
  readonly sps: Buffer;
  readonly pps: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (width % 2 || height % 2 || width < 16 || height < 16) throw new Error('width and height must be even and at least 16');
    this.mbWidth = Math.ceil(width / 16);
    this.mbHeight = Math.ceil(height / 16);
    this.sps = this.buildSps();
    this.pps = this.buildPps();
  }

  private buildSps(): Buffer {
    const w = new BitWriter();
    w.bits(66, 8); // profile_idc: Baseline
    w.bits(0b11000000, 8); // constraint_set0/1: constrained baseline
    w.bits(30, 8); // level_idc 3.0
    w.ue(0); // seq_parameter_set_id
    w.ue(LOG2_MAX_FRAME_NUM - 4); // log2_max_frame_num_minus4
    w.ue(2); // pic_order_cnt_type 2: output order = decoding order
    w.ue(1); // max_num_ref_frames
    w.bit(0); // gaps_in_frame_num_value_allowed_flag
    w.ue(this.mbWidth - 1);
    w.ue(this.mbHeight - 1);
    w.bit(1); // frame_mbs_only_flag
    w.bit(1); // direct_8x8_inference_flag
    const cropRight = (this.mbWidth * 16 - this.width) / 2;
    const cropBottom = (this.mbHeight * 16 - this.height) / 2;
    if (cropRight || cropBottom) {
      w.bit(1);
      w.ue(0);
      w.ue(cropRight);
      w.ue(0);
      w.ue(cropBottom);
    } else {
      w.bit(0);
    }
    w.bit(0); // vui_parameters_present_flag
    return toNal(0x67, w.trailing());
  }

  private buildPps(): Buffer {
    const w = new BitWriter();
    w.ue(0); // pic_parameter_set_id
    w.ue(0); // seq_parameter_set_id
    w.bit(0); // entropy_coding_mode_flag: CAVLC
    w.bit(0); // bottom_field_pic_order_in_frame_present_flag
    w.ue(0); // num_slice_groups_minus1
    w.ue(0); // num_ref_idx_l0_default_active_minus1
    w.ue(0); // num_ref_idx_l1_default_active_minus1
    w.bit(0); // weighted_pred_flag
    w.bits(0, 2); // weighted_bipred_idc
    w.se(0); // pic_init_qp_minus26
    w.se(0); // pic_init_qs_minus26
    w.se(0); // chroma_qp_index_offset
    w.bit(1); // deblocking_filter_control_present_flag
    w.bit(0); // constrained_intra_pred_flag
    w.bit(0); // redundant_pic_cnt_present_flag
    return toNal(0x68, w.trailing());
  }

  /** BT.601 limited-range Y'CbCr 4:2:0 of a frame padded to whole macroblocks. */
  private toPlanes(frame: Raster): Planes {
    const fw = this.mbWidth * 16;
    const fh = this.mbHeight * 16;
    const y = new Uint8Array(fw * fh);
    const cb = new Uint8Array((fw / 2) * (fh / 2));
    const cr = new Uint8Array((fw / 2) * (fh / 2));
    const rgbAt = (px: number, py: number): [number, number, number] => {
      const sx = Math.min(frame.width - 1, px);
      const sy = Math.min(frame.height - 1, py);
      const i = (sy * frame.width + sx) * 3;
      return [frame.pixels[i]!, frame.pixels[i + 1]!, frame.pixels[i + 2]!];
    };
    for (let py = 0; py < fh; py++) {
      for (let px = 0; px < fw; px++) {
        const [r, g, b] = rgbAt(px, py);
        y[py * fw + px] = clamp(Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b), 16, 235);
      }
    }
    for (let py = 0; py < fh / 2; py++) {
      for (let px = 0; px < fw / 2; px++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const) {
          const [pr, pg, pb] = rgbAt(px * 2 + dx, py * 2 + dy);
          r += pr;
          g += pg;
          b += pb;
        }
        r /= 4;
        g /= 4;
        b /= 4;
        cb[py * (fw / 2) + px] = clamp(Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b), 16, 240);
        cr[py * (fw / 2) + px] = clamp(Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b), 16, 240);
      }
    }
    return { y, cb, cr };
  }

  private macroblockChanged(current: Planes, previous: Planes, mbx: number, mby: number): boolean {
    const fw = this.mbWidth * 16;
    for (let row = 0; row < 16; row++) {
      const start = (mby * 16 + row) * fw + mbx * 16;
      for (let i = 0; i < 16; i++) if (current.y[start + i] !== previous.y[start + i]) return true;
    }
    const cw = fw / 2;
    for (let row = 0; row < 8; row++) {
      const start = (mby * 8 + row) * cw + mbx * 8;
      for (let i = 0; i < 8; i++) {
        if (current.cb[start + i] !== previous.cb[start + i] || current.cr[start + i] !== previous.cr[start + i]) return true;
      }
    }
    return false;
  }

  private writePcm(w: BitWriter, planes: Planes, mbx: number, mby: number): void {
    w.alignZero(); // pcm_alignment_zero_bit
    const fw = this.mbWidth * 16;
    for (let row = 0; row < 16; row++) {
      const start = (mby * 16 + row) * fw + mbx * 16;
      for (let i = 0; i < 16; i++) w.byte(planes.y[start + i]!);
    }
    const cw = fw / 2;
    for (const plane of [planes.cb, planes.cr]) {
      for (let row = 0; row < 8; row++) {
        const start = (mby * 8 + row) * cw + mbx * 8;
        for (let i = 0; i < 8; i++) w.byte(plane[start + i]!);
      }
    }
  }

  /** Adds one frame (the same size as the encoder). */
  addFrame(frame: Raster): void {
    if (frame.width !== this.width || frame.height !== this.height) throw new Error('frame size differs from the encoder size');
    const planes = this.toPlanes(frame);
    const w = new BitWriter();
    const idr = this.previous === null;
    if (idr) this.frameNum = 0;
    else this.frameNum = (this.frameNum + 1) % (1 << LOG2_MAX_FRAME_NUM);

    w.ue(0); // first_mb_in_slice
    w.ue(idr ? 7 : 5); // slice_type: I or P (all slices of the picture alike)
    w.ue(0); // pic_parameter_set_id
    w.bits(this.frameNum, LOG2_MAX_FRAME_NUM);
    if (idr) w.ue(0); // idr_pic_id
    if (!idr) {
      w.bit(0); // num_ref_idx_active_override_flag
      w.bit(0); // ref_pic_list_modification_flag_l0
    }
    // dec_ref_pic_marking (every picture is a reference picture)
    if (idr) {
      w.bit(0); // no_output_of_prior_pics_flag
      w.bit(0); // long_term_reference_flag
    } else {
      w.bit(0); // adaptive_ref_pic_marking_mode_flag
    }
    w.se(0); // slice_qp_delta
    w.ue(1); // disable_deblocking_filter_idc: off (PCM needs none)

    const total = this.mbWidth * this.mbHeight;
    if (idr) {
      for (let mb = 0; mb < total; mb++) {
        w.ue(25); // mb_type I_PCM
        this.writePcm(w, planes, mb % this.mbWidth, Math.floor(mb / this.mbWidth));
      }
    } else {
      let skipped = 0;
      for (let mb = 0; mb < total; mb++) {
        const mbx = mb % this.mbWidth;
        const mby = Math.floor(mb / this.mbWidth);
        if (!this.macroblockChanged(planes, this.previous!, mbx, mby)) {
          skipped++;
          continue;
        }
        w.ue(skipped); // mb_skip_run
        skipped = 0;
        w.ue(30); // mb_type: I_PCM inside a P slice (5 + 25)
        this.writePcm(w, planes, mbx, mby);
      }
      if (skipped > 0) w.ue(skipped);
    }
    this.frames.push(toNal(idr ? 0x65 : 0x61, w.trailing()));
    this.previous = planes;
  }

  finish(): EncodedVideo {
    return { width: this.width, height: this.height, sps: this.sps, pps: this.pps, frames: this.frames };
  }
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
