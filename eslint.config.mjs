// One lint for the whole repository: `npm run lint` (with Prettier's check), part of `npm test`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { frontendEntries } from './scripts/lib/frontend-list.cjs';

// The frontends are the workspaces with a webpack config: the host (the shell) and the remotes.
const FRONTEND_ENTRIES = frontendEntries();
const HOST = FRONTEND_ENTRIES.find((entry) => entry.host).package;
const REMOTES = FRONTEND_ENTRIES.filter((entry) => !entry.host).map((entry) => entry.package);
const FRONTENDS = [HOST, 'shared-ui', ...REMOTES];

/**
 * The architecture's boundaries: a remote imports only shared-ui and libraries (never another remote
 * or the shell), the shell knows remotes only by name in runtime config, and shared-ui imports none
 * of them.
 */
const boundaries = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: FRONTENDS.filter((other) => other !== remote && other !== 'shared-ui').map((other) => `./${other}`),
    message: 'A remote imports only shared-ui and libraries.',
  })),
  { target: `./${HOST}`, from: REMOTES.map((remote) => `./${remote}`), message: 'The shell knows remotes only through runtime config.' },
  {
    target: './shared-ui',
    from: [`./${HOST}`, ...REMOTES.map((remote) => `./${remote}`)],
    message: 'shared-ui imports neither the shell nor a remote.',
  },
];

/**
 * Inside a frontend, imports run one way: model -> api -> hooks -> components -> pages. This holds
 * in every feature folder (`src/<feature>/<layer>/`) and in the folders the features share
 * (`src/<layer>/`), across both: a layer imports no later layer, of its own feature or another.
 * Only the entry folder imports pages: `exposes/` in a remote, `app/` (the routes) in the shell.
 * A feature uses another feature of its frontend only through the files at that feature's root
 * (its index.ts), never through the other's folders. Tests and test helpers are outside the zones.
 */
const LAYERS = ['model', 'api', 'hooks', 'components', 'pages'];
const NOT_FEATURES = new Set([...LAYERS, 'exposes', 'app', 'testing', 'locales', '__tests__']);

function featuresOf(frontend) {
  return readdirSync(new URL(`./${frontend}/src/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_FEATURES.has(entry.name))
    .map((entry) => entry.name);
}

function layerZones(frontend) {
  const src = `./${frontend}/src`;
  const layerGlobs = (layer) => [`${src}/${layer}/**`, `${src}/*/${layer}/**`];
  const entry = frontend === HOST ? 'app' : 'exposes';
  const layerOrder = LAYERS.slice(0, -1).map((layer, index) => ({
    target: layerGlobs(layer),
    from: LAYERS.slice(index + 1).flatMap(layerGlobs),
    message: `Imports run model -> api -> hooks -> components -> pages: ${layer}/ imports none of ${LAYERS.slice(index + 1).join(', ')}.`,
  }));
  const features = featuresOf(frontend);
  const pagesOnlyFromEntry = {
    // The layers below pages are covered above; this is the rest: the files at the top of src/ and
    // of each feature, and a feature's files outside layer folders (the shell's flat features).
    target: [
      `${src}/*.{ts,tsx}`,
      ...features.map((feature) => `${src}/${feature}/!(${LAYERS.join('|')})/**`),
      ...features.map((feature) => `${src}/${feature}/*.{ts,tsx}`),
    ],
    from: layerGlobs('pages'),
    message: `Only ${entry}/ imports pages/.`,
  };
  const throughIndex = (features.length > 1 ? features : []).map((feature) => ({
    target: `${src}/${feature}/**`,
    from: features.filter((other) => other !== feature).map((other) => `${src}/${other}/*/**`),
    message: "A feature uses another feature only through that feature's index.ts.",
  }));
  return [...layerOrder, pagesOnlyFromEntry, ...throughIndex];
}

// The shell and every remote have the zones; shared-ui, a library, is shaped by its entry points.
const ZONED = [HOST, ...REMOTES];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/screenshots/**',
      'e2e/.tmp/**',
      '**/.test-data/**',
      'shared-ui/src/api/contract.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.base.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // Matching control characters is the point where they appear: input sanitising, ANSI colours.
      'no-control-regex': 'off',
    },
  },
  {
    files: FRONTENDS.map((dir) => `${dir}/src/**/*.{ts,tsx}`).concat('tests/**/*.{ts,tsx}'),
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The zones inside each frontend, for its code (tests and test helpers may reach any layer).
    // The rule's options replace the ones above for these files, so they repeat the boundaries.
    files: ZONED.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: ['**/__tests__/**', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...ZONED.flatMap(layerZones)] }],
    },
  },
  {
    // Code that pages run: bench's and the e2e tests' page.evaluate callbacks, jsdom set-up files.
    files: ['bench/frontend/*.mjs', 'bench/peer/*.mjs', 'e2e/**/*.ts', 'kit/build/jest-*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Kysely's own advice: migrations and the schema introspector see the database as Kysely<any>,
    // not today's types; tests read untyped JSON bodies.
    files: [
      'server/src/db/**/*.ts',
      'server/test/**/*.ts',
      'server/test-reliability/**/*.ts',
      'server/src/modules/**/*.repository.ts',
      'server/src/lib/http-client.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The scaffold's template: a placeholder stands where the repository it writes has a value.
    files: ['create-remote/template/**'],
    languageOptions: { globals: { __PORT__: 'readonly' } },
  },
  {
    // Jest's own test files in scripts/ and kit/ load CommonJS build helpers the way the builds do.
    files: ['scripts/__tests__/**/*.ts', 'kit/__tests__/**/*.ts', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
