// Where shared-ui's TypeScript sources are: the workspace's folder inside this repository, the
// installed package (node_modules/@video-admin/shared-ui) in a team's own. The build compiles them
// with the frontend's own code, and reads its boot script, vendor facades and permission names.
const path = require('node:path');

const SHARED_UI_DIR = path.dirname(require.resolve('@video-admin/shared-ui/package.json', { paths: [process.cwd(), __dirname] }));

/** A file of shared-ui, by its path inside the package. */
const sharedUiFile = (...parts) => path.join(SHARED_UI_DIR, ...parts);

// Code under node_modules is taken as it is published (JavaScript), except shared-ui, which is
// published as TypeScript source to be compiled by the frontend that uses it.
const INSTALLED_NOT_SHARED_UI = /[\\/]node_modules[\\/](?!@video-admin[\\/]shared-ui[\\/])/;

module.exports = { SHARED_UI_DIR, sharedUiFile, INSTALLED_NOT_SHARED_UI };
