// The settings: what the rest of the server imports. How they are read lives in ./config/.
export { ConfigError } from './config/errors.js';
export { loadConfig, remoteUrlSetting, type LoadConfigOptions } from './config/load.js';
export { MIN_SECRET_KEY_LENGTH } from './config/production.js';
export { DEFAULT_SUPERUSER_PASSWORD } from './config/schema.js';
export { loadOrCreateSecretKey } from './config/secret-key.js';
export type * from './config/types.js';
