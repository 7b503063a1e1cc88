// The calls the templates list's first screen makes, which a signed-in visitor's page starts before
// the app's code has arrived (webpack.config.cjs, firstScreen.needs): the 全部模板 tab's page 1
// (10 rows, the server's own order), then the count on each tab. The path and query must be the
// ones the screen builds, or the early answer goes unused: src/list/api/__tests__ checks them.
const STATUSES = ['待生成', '已生成', '待补全', '已上架'];

const listCall = (params) => ({ method: 'POST', path: `/api/backend/video-template/list?${new URLSearchParams(params)}` });

const FIRST_SCREEN_CALLS = [
  listCall({ limit: '10', skip: '0' }),
  listCall({ limit: '1', skip: '0' }),
  ...STATUSES.map((status) => listCall({ limit: '1', skip: '0', template_status: status })),
];

module.exports = { FIRST_SCREEN_CALLS };
