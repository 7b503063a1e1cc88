import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, plainHttp, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { ExportButton } from '../export-button';

const EXPORT = '/api/backend/video-template/export';

beforeEach(() => {
  apiServer.use(plainHttp.get(`*${EXPORT}`, () => new HttpResponse('\uFEFFa\r\n', { headers: { 'content-type': 'text/csv' } })));
  // jsdom has no object URLs; the file is handed to a link the test does not follow.
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function exportFrom(ui: React.ReactElement): Promise<URLSearchParams> {
  const requests = recordRequests();
  renderWithProviders(ui);
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(requests.some((request) => request.url.startsWith(EXPORT))).toBe(true));
  return new URL(requests.find((request) => request.url.startsWith(EXPORT))!.url, 'http://localhost').searchParams;
}

test('asks for the header row in the language of the screen the button is on', async () => {
  const query = await exportFrom(
    <div lang="zh-CN">
      <ExportButton path={EXPORT} params={{ template_platform: 'keling' }}>
        Export CSV
      </ExportButton>
    </div>,
  );
  expect(Object.fromEntries(query)).toEqual({ template_platform: 'keling', language: 'zh-CN' });
});

test('a screen in English gets English headers; a list of values repeats its parameter', async () => {
  const query = await exportFrom(
    <section lang="en">
      <ExportButton path={EXPORT} params={{ template_sub_status: ['GENERATION_FAILED', 'AUDIT_FAILED'], template_name: '' }}>
        Export CSV
      </ExportButton>
    </section>,
  );
  expect(query.getAll('template_sub_status')).toEqual(['GENERATION_FAILED', 'AUDIT_FAILED']);
  expect(query.get('language')).toBe('en');
  expect(query.has('template_name')).toBe(false);
});

test('a language given to the button wins over the screen’s', async () => {
  const query = await exportFrom(
    <div lang="zh-CN">
      <ExportButton path={EXPORT} params={{}} language="en">
        Export CSV
      </ExportButton>
    </div>,
  );
  expect(query.get('language')).toBe('en');
});
