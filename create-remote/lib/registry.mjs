// The organisation registry the team repository's .npmrc maps the @video-admin scope to.

export class RegistryRefused extends Error {}

/** The registry URL with its trailing slash, as npm writes it; http(s) only. */
export function registryUrl(given) {
  let url;
  try {
    url = new URL(given);
  } catch {
    throw new RegistryRefused(`--registry ${JSON.stringify(given)} is not a URL (e.g. https://npm.example.com/)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RegistryRefused(`--registry ${JSON.stringify(given)} must be http(s)`);
  if (url.username || url.password) throw new RegistryRefused('--registry must not carry credentials: the token goes in NODE_AUTH_TOKEN');
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** The .npmrc lines for the scope: the mapping, and the token line commented until the registry needs it. */
export function scopeRegistryLines(registry) {
  if (!registry) {
    return [
      '# Your registry here (see the examples below); without it npm looks for @video-admin on the public registry:',
      '# @video-admin:registry=https://npm.example.com/',
    ].join('\n');
  }
  const hostAndPath = registry.replace(/^https?:/, '');
  return [`@video-admin:registry=${registry}`, `# ${hostAndPath}:_authToken=\${NODE_AUTH_TOKEN}`].join('\n');
}
