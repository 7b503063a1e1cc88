import { configInPage } from '../config-in-page';

afterEach(() => {
  document.head.innerHTML = '';
});

test("reads the config the server put in the page, as config.json's answer", async () => {
  const config = { apiUrl: '', remotes: { account: '/remotes/account/r1/mf-manifest.json' } };
  document.head.innerHTML = `<script type="application/json" id="first-screen">${JSON.stringify({ config, hints: [] })}</script>`;
  expect(await (await configInPage()!).json()).toEqual(config);
});

test('a page served as built, or with data it cannot read, fetches config.json instead', () => {
  expect(configInPage()).toBeNull();
  document.head.innerHTML = '<script type="application/json" id="first-screen">{broken</script>';
  expect(configInPage()).toBeNull();
  document.head.innerHTML = '<script type="application/json" id="first-screen">{"hints":[]}</script>';
  expect(configInPage()).toBeNull();
});
