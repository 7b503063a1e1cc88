// Where a page running React's development build keeps React Refresh's runtime: the shell's
// development copy puts it there (react-refresh-host.js) and a remote's modules in against mode
// find it there (react-refresh-module.js). A page running React's production build has none.
module.exports = { REACT_REFRESH_GLOBAL: '__VIDEO_ADMIN_REACT_REFRESH__' };
