import { pagePreloadFailed } from '../page-preloads';

afterEach(() => {
  document.head.innerHTML = '';
});

test("only a failed preload of that remote's files counts", () => {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/remotes/items/r1/remoteEntry.js">' +
    '<link rel="preload" as="script" href="/remotes/account/r2/texts-en.js" data-failed>';
  expect(pagePreloadFailed('/remotes/items/r1/mf-manifest.json')).toBe(false);
  expect(pagePreloadFailed('/remotes/account/r2/mf-manifest.json')).toBe(true);
  expect(pagePreloadFailed(`${window.location.origin}/remotes/account/r2/mf-manifest.json`)).toBe(true);
  expect(pagePreloadFailed('https://cdn.example/remotes/account/r2/mf-manifest.json')).toBe(false);
});
