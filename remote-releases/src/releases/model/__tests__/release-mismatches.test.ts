import { itemsReleases, ITEMS, SHELL } from '../../../testing/releases-fixtures';
import { moduleView, type ReleaseView } from '../module-view';
import { mismatchWarnings } from '../release-mismatches';

const REACT = { package: 'react', wanted: '^18.3.1', shell_version: '19.3.1' };
const REACT_DOM = { package: 'react-dom', wanted: '^18.3.1', shell_version: '19.3.1' };

/** remote-items' 0.1.0-c (not live, not rolling out) with these mismatches. */
const unpromoted = (mismatches: ReleaseView['release']['mismatches']): ReleaseView => {
  const view = moduleView(ITEMS, itemsReleases());
  return { ...view.previous[0]!, release: { ...view.previous[0]!.release, mismatches } };
};

test("a remote's release that did not fit the live shell warns of each package, in one group", () => {
  expect(mismatchWarnings(unpromoted([REACT, REACT_DOM]))).toEqual([{ remote: null, mismatches: [REACT, REACT_DOM] }]);
});

test("a shell's release warns once per live remote it would break", () => {
  const items = { ...REACT, remote: 'remote-items' };
  const account = { ...REACT, remote: 'remote-account' };
  const itemsDom = { ...REACT_DOM, remote: 'remote-items' };
  const view = moduleView(SHELL, { ...itemsReleases({ frontend: 'shell', rollout: null }), live: null });
  const release = { ...view.previous[0]!, release: { ...view.previous[0]!.release, mismatches: [items, account, itemsDom] } };
  expect(mismatchWarnings(release)).toEqual([
    { remote: 'remote-items', mismatches: [items, itemsDom] },
    { remote: 'remote-account', mismatches: [account] },
  ]);
});

test('nothing for a release that fitted ([]) or was published before the check existed (null)', () => {
  expect(mismatchWarnings(unpromoted([]))).toEqual([]);
  expect(mismatchWarnings(unpromoted(null))).toEqual([]);
});

test('nothing for the live or rolling-out release: the server let it go live or out, so it fitted then', () => {
  const view = moduleView(ITEMS, itemsReleases());
  for (const current of [view.live!, view.rolling!]) {
    expect(mismatchWarnings({ ...current, release: { ...current.release, mismatches: [REACT] } })).toEqual([]);
  }
});
