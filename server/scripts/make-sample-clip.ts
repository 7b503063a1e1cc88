// Writes assets/sample-clip.mp4, the clip the local video platform falls back to and the demo
// data plays. Run after changing the encoder: node --import tsx scripts/make-sample-clip.ts
import { writeFileSync } from 'node:fs';
import { renderClip } from '../src/lib/media/clip.js';
import { SAMPLE_CLIP_PATH } from '../src/providers/video/local.js';

const clip = renderClip({ caption: 'SAMPLE CLIP', subtitle: 'VIDEO ADMIN - BUNDLED DEMO VIDEO', hue: 200 });
writeFileSync(SAMPLE_CLIP_PATH, clip);
console.log(`${SAMPLE_CLIP_PATH}: ${clip.length} bytes`);
