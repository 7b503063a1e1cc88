import { PLATFORMS, type Platform } from '../../model/template';
import type { CellLook } from './cell-look';

function isPlatform(value: string): value is Platform {
  return PLATFORMS.includes(value as Platform);
}

/** keling 可灵, jimeng 即梦, minimax MiniMax; another value as it is; none 未知. */
export function platformLabel({ t }: CellLook, platform: string | null | undefined) {
  if (!platform) return t('values.unknown');
  return isPlatform(platform) ? t(`platform.${platform}`) : platform;
}
