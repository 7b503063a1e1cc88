import { useTemplatesTranslation } from '../../../i18n';
import { PLATFORMS, type Platform } from '../../model/template';

export function isPlatform(value: string | null | undefined): value is Platform {
  return PLATFORMS.includes(value as Platform);
}

/** keling 可灵, jimeng 即梦, minimax MiniMax; another value as it is; none 未知. */
export function PlatformLabel({ platform }: { platform: string | null | undefined }) {
  const { t } = useTemplatesTranslation();
  if (!platform) return <>{t('values.unknown')}</>;
  return <>{isPlatform(platform) ? t(`platform.${platform}`) : platform}</>;
}
