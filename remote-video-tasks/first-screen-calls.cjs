// The calls the video task list's first screen makes, which a signed-in visitor's page starts
// before the app has rendered (webpack.config.cjs, firstScreen.needs): page 1 (10 tasks, newest
// first) and the status cards' counts, with no filter. The paths and queries must be the ones the
// screen builds, or the early answers go unused: src/video-tasks/api/__tests__ checks them.
const FIRST_SCREEN_CALLS = [
  {
    method: 'GET',
    path: `/api/backend/video-tasks/?${new URLSearchParams({ skip: '0', limit: '10', sort_by: 'created_at', sort_order: 'desc' })}`,
  },
  { method: 'GET', path: '/api/backend/video-tasks/stats/summary' },
];

module.exports = { FIRST_SCREEN_CALLS };
