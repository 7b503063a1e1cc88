import { Raster, hsl, type Rgb } from '../lib/media/raster.js';

/** A made-up "photo" for a demo template: a sky, a sun or moon, hills and the subject in silhouette. */
export function drawDemoPhoto(hue: number, photoTips: 1 | 2 | 3, variant: number, width = 360, height = 480): Raster {
  const image = new Raster(width, height);
  const night = variant % 4 === 3;
  image.verticalGradient(
    night ? hsl(hue + 200, 0.5, 0.15) : hsl(hue, 0.65, 0.72),
    night ? hsl(hue + 230, 0.6, 0.05) : hsl(hue + 30, 0.55, 0.45),
  );
  image.fillCircle(width * (0.25 + (0.5 * ((variant * 37) % 10)) / 10), height * 0.22, 34, night ? [240, 240, 210] : [255, 236, 170], 0.95);
  if (night) for (let i = 0; i < 40; i++) image.fillCircle((i * 97) % width, (i * 53) % (height / 2), 1.2, [255, 255, 255], 0.8);
  // Two ranges of hills, the nearer one darker.
  for (let i = 0; i < 5; i++) image.fillCircle((i * width) / 4, height * 0.95, width * 0.42, hsl(hue + 90, 0.35, night ? 0.12 : 0.42), 1);
  for (let i = 0; i < 4; i++)
    image.fillCircle((i * width) / 3 + 40, height * 1.12, width * 0.45, hsl(hue + 110, 0.4, night ? 0.08 : 0.3), 1);
  const ink: Rgb = night ? [10, 10, 20] : [35, 30, 40];
  const person = (x: number, scale: number) => {
    image.fillCircle(x, height * 0.55, 22 * scale, ink);
    image.fillRect(x - 26 * scale, height * 0.55 + 24 * scale, 52 * scale, 120 * scale, ink);
    image.fillCircle(x, height * 0.55 + 26 * scale, 26 * scale, ink);
  };
  if (photoTips === 1) person(width / 2, 1.2);
  if (photoTips === 2) {
    person(width / 2 - 45, 1.1);
    person(width / 2 + 45, 1.05);
  }
  if (photoTips === 3) {
    const cx = width / 2;
    const cy = height * 0.7;
    image.fillCircle(cx - 30, cy, 38, ink);
    image.fillCircle(cx + 20, cy, 42, ink);
    image.fillCircle(cx + 62, cy - 40, 28, ink);
    image.fillCircle(cx + 50, cy - 68, 10, ink);
    image.fillCircle(cx + 76, cy - 68, 10, ink);
  }
  image.text(10, height - 18, 'DEMO PHOTO', [255, 255, 255], 1);
  return image;
}

/** Two photos side by side: the merged image of a two-picture task. */
export function mergePhotos(left: Raster, right: Raster): Raster {
  const merged = new Raster(left.width * 2, left.height);
  for (let y = 0; y < left.height; y++) {
    merged.pixels.set(left.pixels.subarray(y * left.width * 3, (y + 1) * left.width * 3), y * merged.width * 3);
    merged.pixels.set(right.pixels.subarray(y * right.width * 3, (y + 1) * right.width * 3), (y * merged.width + left.width) * 3);
  }
  merged.fillRect(left.width - 2, 0, 4, left.height, [255, 255, 255]);
  return merged;
}
