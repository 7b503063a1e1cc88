// The call the items list's first screen makes, which a signed-in visitor's page starts before the
// app has rendered (webpack.config.cjs, firstScreen.needs): page 1, 5 items. The path and query must
// be the ones the screen builds, or the early answer goes unused: src/items/api/__tests__ checks them.
const FIRST_SCREEN_CALLS = [{ method: 'GET', path: `/api/v1/items/?${new URLSearchParams({ skip: '0', limit: '5' })}` }];

module.exports = { FIRST_SCREEN_CALLS };
