// `npm run test:unit` runs every frontend package's component tests in one jest run.
module.exports = {
  projects: ['shared-ui', 'shell', 'remote-account', 'remote-items', 'remote-templates', 'remote-video-tasks'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
