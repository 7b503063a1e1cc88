// The zones inside each frontend (eslint.config.mjs): imports run model -> api -> hooks ->
// components -> pages, only the entry folder (exposes/, the shell's app/) imports pages, and a
// feature does not reach into another feature's folders. Each probe is a file of source linted as
// if it lived at its path; its imports name real files, since the rule judges resolved paths.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

interface Probe {
  file: string;
  imports: string;
}

let messages: Map<string, string[]>;

/** Lints every probe in one ESLint run (loading the config and resolver once) and keeps the zone messages. */
function lintProbes(probes: Probe[]): Map<string, string[]> {
  const inputs = probes.map(({ file, imports }) => ({
    filePath: join(root, file),
    source: `import * as probe from '${imports}';\nexport default probe;\n`,
  }));
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const out = [];
    for (const { filePath, source } of ${JSON.stringify(inputs)}) {
      const [result] = await eslint.lintText(source, { filePath });
      out.push(result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  const out = JSON.parse(result.stdout) as string[][];
  return new Map(probes.map((probe, index) => [`${probe.file} <- ${probe.imports}`, out[index]]));
}

const refused: Array<Probe & { message: string }> = [
  {
    file: 'remote-video-tasks/src/video-tasks/model/probe.ts',
    imports: '../hooks/use-auto-refresh',
    message: 'model/ imports none of api, hooks',
  },
  { file: 'remote-video-tasks/src/video-tasks/model/probe.ts', imports: '../api/video-task-keys', message: 'model/ imports none of api' },
  { file: 'remote-video-tasks/src/video-tasks/api/probe.ts', imports: '../hooks/use-auto-refresh', message: 'api/ imports none of hooks' },
  {
    file: 'remote-video-tasks/src/video-tasks/hooks/probe.ts',
    imports: '../components/read-badge',
    message: 'hooks/ imports none of components',
  },
  { file: 'remote-items/src/items/components/probe.tsx', imports: '../pages/items-page', message: 'components/ imports none of pages' },
  // The folders the features share are layers too, in both directions.
  {
    file: 'remote-account/src/model/probe.ts',
    imports: '../components/auth-card',
    message: 'model/ imports none of api, hooks, components',
  },
  {
    file: 'remote-account/src/settings/api/probe.ts',
    imports: '../../components/auth-card',
    message: 'api/ imports none of hooks, components',
  },
  // Pages are for the entry folder only.
  { file: 'remote-items/src/probe.tsx', imports: './items/pages/items-page', message: 'Only exposes/ imports pages/' },
  { file: 'shell/src/dashboard/probe.tsx', imports: '../pages/dashboard-page', message: 'Only app/ imports pages/' },
  // Another feature's folders are closed.
  {
    file: 'remote-account/src/settings/pages/probe.tsx',
    imports: '../../signup/pages/signup-page',
    message: "only through that feature's index.ts",
  },
  {
    file: 'remote-account/src/signup/api/probe.ts',
    imports: '../../settings/model/profile-form',
    message: "only through that feature's index.ts",
  },
];

const allowed: Probe[] = [
  { file: 'remote-video-tasks/src/video-tasks/model/probe.ts', imports: './filters' },
  { file: 'remote-video-tasks/src/video-tasks/api/probe.ts', imports: '../model/filters' },
  { file: 'remote-video-tasks/src/video-tasks/components/probe.tsx', imports: '../hooks/use-auto-refresh' },
  { file: 'remote-video-tasks/src/video-tasks/pages/probe.tsx', imports: '../components/video-tasks-view' },
  { file: 'remote-account/src/settings/components/probe.tsx', imports: '../../model/validation-rules' },
  { file: 'remote-account/src/login/pages/probe.tsx', imports: '../../components/auth-card' },
  { file: 'remote-items/src/exposes/probe.tsx', imports: '../items/pages/items-page' },
  { file: 'shell/src/app/probe.tsx', imports: '../pages/dashboard-page' },
  // Tests and test helpers may reach any layer.
  { file: 'remote-video-tasks/src/video-tasks/model/__tests__/probe.test.ts', imports: '../../pages/video-tasks-page' },
  { file: 'remote-items/src/testing/probe.tsx', imports: '../items/pages/items-page' },
];

beforeAll(() => {
  messages = lintProbes([...refused, ...allowed]);
}, 60_000);

test.each(refused)('$file importing $imports is refused', ({ file, imports, message }) => {
  expect(messages.get(`${file} <- ${imports}`)).toEqual([expect.stringContaining(message)]);
});

test.each(allowed)('$file importing $imports is allowed', ({ file, imports }) => {
  expect(messages.get(`${file} <- ${imports}`)).toEqual([]);
});
