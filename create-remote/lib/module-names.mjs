// The names one module goes by, all from the one name a team gives: `reports` or `remote-reports`.
// The module (registry, API, release command) is the package name without its scope; the
// federation name is a JavaScript identifier, as the server's config keys must be.

const FEATURE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
// The server's module names are at most 64 characters, `remote-` included.
const MAX_FEATURE_LENGTH = 64 - 'remote-'.length;

export class NameRefused extends Error {}

const capitalised = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * @param {string} given  `reports`, `remote-reports`, `sales-reports`...
 * @returns {{ feature: string, module: string, packageName: string, camel: string, pascal: string, constant: string, title: string }}
 */
export function moduleNames(given) {
  const feature = String(given ?? '').replace(/^remote-/, '');
  if (!FEATURE.test(feature) || feature.length > MAX_FEATURE_LENGTH) {
    throw new NameRefused(
      `${JSON.stringify(given ?? '')} cannot name a module: use lowercase letters, digits and single hyphens, starting with a letter ` +
        `(at most ${MAX_FEATURE_LENGTH} characters after "remote-"), e.g. reports or sales-reports`,
    );
  }
  const words = feature.split('-');
  return {
    feature,
    module: `remote-${feature}`,
    packageName: `@video-admin/remote-${feature}`,
    camel: words[0] + words.slice(1).map(capitalised).join(''),
    pascal: words.map(capitalised).join(''),
    constant: words.map((word) => word.toUpperCase()).join('_'),
    title: capitalised(words.join(' ')),
  };
}
