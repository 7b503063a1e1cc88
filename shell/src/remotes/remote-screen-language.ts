import { getRuntimeConfig, type Language, type RemoteName } from '@video-admin/shared-ui';

// Under the 'Default' language each module's screens take the language it declares (the back
// office's Chinese, the account and items screens English); a remote's failure panel speaks the
// language its screen would have.
export function remoteScreenLanguage(remote: RemoteName): Language {
  return getRuntimeConfig().modules?.[remote]?.defaultLanguage ?? 'en';
}

/** A module's name for people, in `language` (its config key when the runtime config does not describe it). */
export function moduleDisplayName(remote: RemoteName, language: Language): string {
  return getRuntimeConfig().modules?.[remote]?.displayName?.[language] ?? remote;
}
