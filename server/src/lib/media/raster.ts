import { FONT_HEIGHT, FONT_WIDTH, glyph } from './font.js';

/** An RGB colour, 0..255 per channel. */
export type Rgb = readonly [number, number, number];

/**
 * A tiny RGB canvas, enough to draw demo pictures and video frames without any native
 * dependency: rectangles, circles, gradients, a 5x7 bitmap font and scaled image copies.
 */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    fill: Rgb = [0, 0, 0],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, fill);
  }

  clone(): Raster {
    const copy = new Raster(this.width, this.height);
    copy.pixels.set(this.pixels);
    return copy;
  }

  setPixel(x: number, y: number, color: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    if (alpha >= 1) {
      this.pixels[i] = color[0];
      this.pixels[i + 1] = color[1];
      this.pixels[i + 2] = color[2];
      return;
    }
    for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round(this.pixels[i + c]! * (1 - alpha) + color[c]! * alpha);
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.floor(x + w));
    const y1 = Math.min(this.height, Math.floor(y + h));
    for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) this.setPixel(xx, yy, color, alpha);
  }

  /** Vertical gradient from `top` to `bottom` over the whole canvas. */
  verticalGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = this.height > 1 ? y / (this.height - 1) : 0;
      const color: Rgb = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
      this.fillRect(0, y, this.width, 1, color);
    }
  }

  fillCircle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        // One pixel of soft edge keeps circles from looking jagged.
        const coverage = Math.max(0, Math.min(1, r - d + 0.5));
        if (coverage > 0) this.setPixel(x, y, color, coverage * alpha);
      }
    }
  }

  /** Draws ASCII text with the bitmap font; returns the width drawn. Unknown characters are blanks. */
  text(x: number, y: number, value: string, color: Rgb, scale = 1): number {
    let cursor = x;
    for (const char of value) {
      const rows = glyph(char);
      for (let row = 0; row < FONT_HEIGHT; row++) {
        for (let col = 0; col < FONT_WIDTH; col++) {
          if (rows[row]![col] === '#') this.fillRect(cursor + col * scale, y + row * scale, scale, scale, color);
        }
      }
      cursor += (FONT_WIDTH + 1) * scale;
    }
    return cursor - x;
  }

  static textWidth(value: string, scale = 1): number {
    return [...value].length * (FONT_WIDTH + 1) * scale - scale;
  }

  /** Copies `source` scaled to cover the whole canvas (centre crop), nearest neighbour. */
  drawCover(source: Raster): void {
    const scale = Math.max(this.width / source.width, this.height / source.height);
    const offsetX = (source.width * scale - this.width) / 2;
    const offsetY = (source.height * scale - this.height) / 2;
    for (let y = 0; y < this.height; y++) {
      const sy = Math.min(source.height - 1, Math.floor((y + offsetY) / scale));
      for (let x = 0; x < this.width; x++) {
        const sx = Math.min(source.width - 1, Math.floor((x + offsetX) / scale));
        const si = (sy * source.width + sx) * 3;
        const di = (y * this.width + x) * 3;
        this.pixels[di] = source.pixels[si]!;
        this.pixels[di + 1] = source.pixels[si + 1]!;
        this.pixels[di + 2] = source.pixels[si + 2]!;
      }
    }
  }
}

export function mix(a: number, b: number, t: number): number {
  return Math.round(a + (b - a) * t);
}

/** A colour from a hue (0..360) at fixed saturation and lightness, for deterministic palettes. */
export function hsl(hue: number, saturation = 0.6, lightness = 0.55): Rgb {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = lightness - c / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

export function toHex(color: Rgb): string {
  return `#${color.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
