// The frontend packages, in the order they are built; shared by the start and test scripts.
export const FRONTENDS = ['shell', 'remote-account', 'remote-items', 'remote-templates', 'remote-video-tasks'];
