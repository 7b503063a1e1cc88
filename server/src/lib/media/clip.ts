import { H264Encoder } from './h264.js';
import { muxMp4 } from './mp4.js';
import { Raster, hsl, type Rgb } from './raster.js';

export interface ClipOptions {
  /** Background picture, scaled to cover the frame; a gradient when absent. */
  background?: Raster | null;
  /** Upper-case ASCII caption drawn in a band at the bottom (the bitmap font has no CJK). */
  caption: string;
  /** Second, smaller line under the caption. */
  subtitle?: string;
  /** Picks the palette, so different clips look different. */
  hue?: number;
  width?: number;
  height?: number;
  fps?: number;
  seconds?: number;
}

/**
 * Renders a short, real H.264 MP4: the background, a caption band, a ball bouncing across and a
 * progress bar. Small because only what moves is re-encoded each frame (see h264.ts).
 */
export function renderClip(options: ClipOptions): Buffer {
  const width = options.width ?? 320;
  const height = options.height ?? 180;
  const fps = options.fps ?? 12;
  const frames = Math.max(2, Math.round((options.seconds ?? 3) * fps));
  const hue = options.hue ?? 210;

  const base = new Raster(width, height);
  if (options.background) base.drawCover(options.background);
  else {
    base.verticalGradient(hsl(hue, 0.55, 0.35), hsl(hue + 40, 0.6, 0.12));
    for (let i = 0; i < 6; i++)
      base.fillCircle(((i * 73) % width) + 20, ((i * 41) % (height - 60)) + 20, 10 + (i % 3) * 8, hsl(hue + i * 25, 0.6, 0.6), 0.25);
  }
  const band: Rgb = [12, 14, 20];
  base.fillRect(0, height - 44, width, 44, band, 0.72);
  const captionScale = Raster.textWidth(options.caption, 2) <= width - 16 ? 2 : 1;
  base.text(8, height - 40, options.caption.slice(0, Math.floor((width - 16) / (6 * captionScale))), [255, 255, 255], captionScale);
  if (options.subtitle) base.text(8, height - 20, options.subtitle.slice(0, Math.floor((width - 16) / 6)), [190, 200, 215], 1);

  const encoder = new H264Encoder(width, height);
  const ballColor = hsl(hue + 180, 0.75, 0.6);
  const top = 12;
  const bottom = height - 60;
  for (let f = 0; f < frames; f++) {
    const t = f / (frames - 1);
    const frame = base.clone();
    const x = 20 + t * (width - 40);
    const y = bottom - Math.abs(Math.sin(t * Math.PI * 3)) * (bottom - top - 20);
    frame.fillCircle(x, y, 10, ballColor);
    frame.fillRect(0, height - 4, Math.round(width * t), 4, ballColor);
    encoder.addFrame(frame);
  }
  return muxMp4(encoder.finish(), fps);
}
