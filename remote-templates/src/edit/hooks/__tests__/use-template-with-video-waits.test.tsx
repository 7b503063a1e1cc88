import { act, screen } from '@testing-library/react';
import { setAccessToken } from '@video-admin/shared-ui';
import { serveChangeStream } from '@video-admin/shared-ui/live/testing';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { callsTo, renderWithProviders } from '@video-admin/shared-ui/testing';
import { makeTemplate } from '../../../testing/template-fixtures';
import { serveTemplates } from '../../../testing/templates-handlers';
import { useTemplateWithVideoWaits } from '../use-template-with-video-waits';

/** The hook as the edit dialog uses it: a wait started for slot 2, its state and URL shown. */
function WaitProbe({ row }: { row: VideoTemplate }) {
  const { current, startWaiting, waitOf } = useTemplateWithVideoWaits(row);
  return (
    <>
      <button type="button" onClick={() => startWaiting(2)}>
        wait
      </button>
      <output aria-label="wait">{waitOf(2) ?? 'none'}</output>
      <output aria-label="video">{current.template_video_url_2 ?? 'no video'}</output>
    </>
  );
}

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const GET = 'POST /api/backend/video-template/get';

beforeEach(() => setAccessToken('admin-token'));

test('while a video is awaited, the change stream brings it within a second, without polling', async () => {
  const template = makeTemplate({ template_id: 9, template_video_url_2: null });
  const { table, requests } = serveTemplates([template]);
  const stream = serveChangeStream();
  renderWithProviders(<WaitProbe row={template} />);
  await sleep(50);
  // Nothing awaited: the dialog does not listen.
  expect(stream.connections()).toHaveLength(0);

  act(() => screen.getByRole('button', { name: 'wait' }).click());
  expect(screen.getByLabelText('wait')).toHaveTextContent('waiting');
  await sleep(100);
  expect(stream.openConnections()).toBe(1);
  const gets = callsTo(requests, GET).length;

  // Another template's task tells nothing about this one.
  stream.send({ kind: 'task', op: 'updated', id: 5, template_id: 8, task_status: 3 });
  await sleep(300);
  expect(callsTo(requests, GET)).toHaveLength(gets);

  table[0]!.template_video_url_2 = '/media/generated-2.mp4';
  const started = Date.now();
  stream.send({ kind: 'task', op: 'updated', id: 77, template_id: 9, task_status: 3 });
  await screen.findByText('/media/generated-2.mp4', { selector: '[aria-label="video"]' }, { timeout: 1000 });
  expect(Date.now() - started).toBeLessThan(1000);
  expect(screen.getByLabelText('wait')).toHaveTextContent('none');
  // The wait is over: the stream is closed again.
  await sleep(100);
  expect(stream.openConnections()).toBe(0);
});

test('while the stream is down, the wait polls every 3 s as before', async () => {
  const template = makeTemplate({ template_id: 9, template_video_url_2: null });
  const { requests } = serveTemplates([template]);
  serveChangeStream().refuse(503);
  renderWithProviders(<WaitProbe row={template} />);
  await sleep(50);
  const gets = callsTo(requests, GET).length;
  act(() => screen.getByRole('button', { name: 'wait' }).click());
  await sleep(3300);
  expect(callsTo(requests, GET).length).toBeGreaterThan(gets);
});
