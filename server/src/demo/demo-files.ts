import { readSample, SAMPLE_CLIPS, sampleFor } from '../lib/sample-media.js';
import type { Storage } from '../storage/storage.js';
import { DEMO_THEMES, type DemoTheme } from './demo-themes.js';

/** Shipped sample photos by the kind a theme asks its users for (DemoTheme.photoTips). */
const PHOTOS: Record<DemoTheme['photoTips'], string[]> = {
  1: ['person-1.png', 'person-2.png', 'person-3.png', 'person-4.png'],
  2: ['couple-1.png', 'couple-2.png'],
  3: ['pet-1.png', 'pet-2.png'],
};
const MERGED = ['merged-1.png', 'merged-2.png'];
const POSTERS = [
  'demo-poster-1.svg',
  'demo-poster-2.svg',
  'demo-poster-3.svg',
  'demo-poster-4.svg',
  'demo-poster-5.svg',
  'demo-poster-6.svg',
];

export interface DemoFiles {
  /** One photo URL per theme, of the kind the theme asks for. */
  photos: string[];
  merged: string[];
  clips: string[];
  posters: string[];
}

/** Copies the shipped samples the demo set shows into storage under demo/ (same keys every time). */
export async function writeDemoFiles(storage: Storage): Promise<DemoFiles> {
  const putAll = (names: readonly string[]) =>
    Promise.all(
      names.map(async (name) => {
        const key = `demo/${name}`;
        await storage.put(key, await readSample(name));
        return storage.url(key);
      }),
    );
  const photoNames = Object.values(PHOTOS).flat();
  const photoUrls = new Map((await putAll(photoNames)).map((url, i) => [photoNames[i]!, url]));
  const photos = DEMO_THEMES.map((theme, i) => photoUrls.get(sampleFor(PHOTOS[theme.photoTips], i))!);
  const [merged, clips, posters] = await Promise.all([putAll(MERGED), putAll(SAMPLE_CLIPS), putAll(POSTERS)]);
  return { photos, merged, clips, posters };
}
