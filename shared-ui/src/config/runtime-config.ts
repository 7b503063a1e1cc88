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

/**
 * Reads config.json. It is served with Cache-Control: no-cache, so every start revalidates it and a
 * moved remote shows at the next load; the request is a plain fetch, which the page's
 * `<link rel="preload">` of it answers. `request` is such a fetch already under way: the shell
 * starts one before its modules are evaluated (shell/src/index.ts).
 */
export async function loadRuntimeConfig(request?: Promise<Response>): Promise<RuntimeConfig> {
  const url = '/config.json';
  const response = await (request ?? fetch(url));
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
