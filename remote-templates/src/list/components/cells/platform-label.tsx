import { valueLabel } from '@video-admin/shared-ui/labels';
import type { CellLook } from './cell-look';

/** keling 可灵 / Kling, jimeng 即梦 / Jimeng, minimax MiniMax; another value as it is; none 未知. */
export function platformLabel({ t, lng }: CellLook, platform: string | null | undefined) {
  if (!platform) return t('values.unknown');
  return valueLabel('platform', platform, lng) ?? platform;
}
