import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * What a QR code on the screen says, read the way a phone's camera reads it: from the pixels the
 * browser drew (a screenshot of the element), not from the markup behind them.
 */
export async function readQrCode(image: Locator): Promise<string> {
  const png = PNG.sync.read(await image.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!found) throw new Error('no QR code could be read from the element');
  return found.data;
}
