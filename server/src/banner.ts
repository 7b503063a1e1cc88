import type { Config } from './config.js';
import { DEFAULT_SUPERUSER_PASSWORD } from './config.js';

export interface BannerInput {
  config: Config;
  /** The port actually listened on (PORT=0 picks one). */
  port: number;
  /** True while the first superuser still has the well-known default password. */
  defaultPassword: boolean;
  platforms: Record<string, 'remote' | 'local'>;
  aiOffline: boolean;
  demoData: { loaded: boolean; templates: number; tasks: number } | null;
}

/** The plain-text block `npm start` prints once the server listens. */
export function startBanner({ config, port, defaultPassword, platforms, aiOffline, demoData }: BannerInput): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `${config.tls ? 'https' : 'http'}://${host}:${port}`;
  const local = Object.entries(platforms)
    .filter(([, kind]) => kind === 'local')
    .map(([name]) => name);
  const remote = Object.entries(platforms)
    .filter(([, kind]) => kind === 'remote')
    .map(([name]) => name);
  const video = [
    remote.length > 0 ? `${remote.join(', ')} (real API)` : null,
    local.length > 0 ? `${local.join(', ')} -> built-in local platform (no credentials set)` : null,
  ]
    .filter(Boolean)
    .join('; ');
  const lines = [
    '',
    `  ${config.projectName} is running`,
    '',
    `  App:        ${url}`,
    `  API docs:   ${url}/docs`,
    defaultPassword
      ? `  Sign in:    ${config.firstSuperuser} / ${DEFAULT_SUPERUSER_PASSWORD}`
      : `  Sign in:    ${config.firstSuperuser} (with the password you set)`,
    ...(defaultPassword
      ? [
          '  WARNING:    this is the default password. Change it in Settings > Password, or set',
          '              FIRST_SUPERUSER_PASSWORD before the first start.',
        ]
      : []),
    `  Database:   ${config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqlitePath})`}`,
    `  Videos:     ${video}${config.worker.enabled ? '' : ' [worker off: WORKER_ENABLED=false]'}`,
    `  AI:         ${aiOffline ? 'built-in offline writer (set AI_BASE_URL for a real model)' : `${config.ai.model} at ${config.ai.baseUrl}`}`,
    `  Demo data:  ${demoData === null ? 'off (SEED_DEMO=false)' : demoData.loaded ? `loaded now (${demoData.templates} templates, ${demoData.tasks} video tasks)` : 'not loaded (the database already has data)'}`,
    '',
  ];
  return lines.join('\n');
}
