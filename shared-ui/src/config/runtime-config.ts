// The shell and every remote read their addresses from config.json, served beside the shell,
// so a deployment can move the API or any remote without rebuilding anything.
export interface RuntimeConfig {
  /** Base address of the API; '' means the origin the page was served from. */
  apiUrl: string;
  /** Federation name of each remote -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
}

let current: RuntimeConfig = { apiUrl: '', remotes: {} };

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RuntimeConfig>;
  return (
    typeof candidate.apiUrl === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    Object.values(candidate.remotes).every((url) => typeof url === 'string')
  );
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error(`${url} must hold {"apiUrl": string, "remotes": {name: url}}`);
  current = body;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
