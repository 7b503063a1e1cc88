import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectImage } from '../../src/lib/image-check.js';
import { GIF, WEBP, jpegImage, pngImage } from '../helpers/backend.js';

describe('image sniffing', () => {
  it('the four kinds by their bytes, nothing else', () => {
    assert.equal(detectImage(GIF), 'gif');
    assert.equal(detectImage(WEBP), 'webp');
    assert.equal(detectImage(Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64')), 'webp');
    assert.equal(detectImage(jpegImage()), 'jpg');
    assert.equal(detectImage(Buffer.from('BM' + 'x'.repeat(40))), null);
    assert.equal(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), null);
    const png = pngImage(2, 2);
    assert.equal(detectImage(png), 'png');
    const corrupted = Buffer.from(png);
    corrupted[20] = corrupted[20]! ^ 0xff;
    assert.equal(detectImage(corrupted), null, 'a bad CRC');
    assert.equal(detectImage(Buffer.concat([GIF.subarray(0, GIF.length - 1), Buffer.from(';;')])), null);
  });
});
