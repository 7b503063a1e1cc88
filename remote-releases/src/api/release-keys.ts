// Every remote shares one QueryClient, so every key starts with 'releases': one invalidation of
// `releaseKeys.all` refreshes the modules, the releases, the keys and the health after a change.
export const releaseKeys = {
  all: ['releases'] as const,
  lists: () => [...releaseKeys.all, 'list'] as const,
  modules: () => [...releaseKeys.all, 'modules'] as const,
  retirement: (module: string) => [...releaseKeys.all, 'retirement', module] as const,
  health: (module: string) => [...releaseKeys.all, 'health', module] as const,
  deployKeys: () => [...releaseKeys.all, 'deploy-keys'] as const,
};
