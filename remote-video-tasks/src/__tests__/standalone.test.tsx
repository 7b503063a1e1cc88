import { screen } from '@testing-library/react';
import { serveChangeStream } from '@video-admin/shared-ui/live/testing';
import { testStandaloneEntry } from '@video-admin/shared-ui/testing';
import { makeTask } from '../testing/video-task-fixtures';
import { serveVideoTasks } from '../testing/video-tasks-handlers';

// `npm run dev -w remote-video-tasks` serves this entry alone, inside shared-ui's harness.
testStandaloneEntry({
  path: '/admin/video-tasks',
  loadEntry: () => import('../bootstrap'),
  serve: () => {
    // The screen listens to the change stream as soon as it shows.
    serveChangeStream();
    serveVideoTasks({ list: { data: [makeTask({ task_id: 98765 })], count: 1 } });
  },
  expectRemote: async () => {
    expect(await screen.findByRole('heading', { name: '视频任务管理' })).toBeInTheDocument();
    // A row of the list the remote asked the API for.
    expect(await screen.findByText('98765')).toBeInTheDocument();
  },
});
