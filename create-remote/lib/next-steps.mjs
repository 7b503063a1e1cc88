// What the team does after the scaffold, printed once it has written the repository.
import { relative } from 'node:path';

/** @param {{ target: string, names: { module: string, feature: string, camel: string, title: string }, port: number, registry?: string }} result */
export function nextSteps({ target, names, port, registry }, cwd = process.cwd()) {
  const folder = relative(cwd, target) || '.';
  return [
    `Created ${names.module} (package @video-admin/${names.module}) in ${folder}.`,
    '',
    'Next:',
    `  cd ${folder}`,
    ...(registry
      ? []
      : ["  # first set your organisation's registry for @video-admin in .npmrc (examples inside), or npm looks on the public one"]),
    '  npm install',
    '  npm test',
    '  npm run build',
    `  npm run dev            # the module alone at http://localhost:${port}/${names.feature}, /api sent to API_PROXY_TARGET (default http://localhost:8000)`,
    '',
    'To release, once: a release manager registers the module and creates its deploy key (README.md):',
    `  npm run modules -- register ${names.module} --segment ${names.feature} --config-key ${names.camel} --en "${names.title}" --zh "${names.title}" --path /${names.feature}`,
    `  POST /api/v1/deploy-keys/ {"module": "${names.module}", "name": "${names.feature} CI", "expires_in_days": 90}`,
    'then each release:',
    '  npm run release -- --to https://admin.example.com --key <deploy key>   # --promote to make it live at once',
    '',
  ].join('\n');
}
