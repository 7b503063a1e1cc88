// The shell's build carries a second copy of the shell that runs React's development build, with
// React Refresh's runtime loaded before React (react-refresh-host.js). The server sends its page
// only to a browser that loads a module from a developer's dev server (a development override),
// so that saving a file there swaps components in place with their state. Everyone else's page
// runs the production copy; both come from one build, so they never differ but in React's build.
const path = require('node:path');

/** The copy's folder in the shell's build (and release), and its path on the product's origin. */
const REACT_DEVELOPMENT_FOLDER = 'react-development';

/**
 * What the copy's webpack config changes in the shell's: React Refresh's runtime first, its own
 * folder and public path, `process.env.NODE_ENV` 'development' (React's development build), and
 * none of the minifying and source maps nobody reads there.
 * @param {import('webpack').Configuration} config  the shell's production config
 */
function reactDevelopmentCopy(config) {
  return {
    ...config,
    name: REACT_DEVELOPMENT_FOLDER,
    entry: [require.resolve('./react-refresh-host.js'), config.entry],
    devtool: false,
    output: { ...config.output, path: path.join(config.output.path, REACT_DEVELOPMENT_FOLDER), clean: true },
    optimization: { ...config.optimization, nodeEnv: 'development', minimize: false },
  };
}

module.exports = { REACT_DEVELOPMENT_FOLDER, reactDevelopmentCopy };
