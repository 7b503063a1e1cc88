import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * server/assets/samples: pictures, posters and clips shipped with the product, so the demo set,
 * the local video platform and the offline AI have media without making any. This file sits as
 * deep in src/ as its build does in dist/, so the same relative path serves tsx and `npm start`.
 */
export const SAMPLES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'samples');

/** Short H.264 MP4s, shared by the demo set and the local video platform. */
export const SAMPLE_CLIPS = ['clip-1.mp4', 'clip-2.mp4', 'clip-3.mp4', 'clip-4.mp4'] as const;

export function readSample(name: string): Promise<Buffer> {
  return readFile(resolve(SAMPLES_DIR, name));
}

/** The same sample for the same number every time, so a task or template keeps its look. */
export function sampleFor<T>(samples: readonly T[], id: number): T {
  return samples[Math.abs(Math.trunc(id)) % samples.length]!;
}
