// Chinese labels shared by prompts, offline texts, demo data and the platform adapters.

export const PLATFORM_LABELS: Record<string, string> = {
  keling: '可灵',
  jimeng: '即梦',
  minimax: 'MiniMax',
  local: '本地模拟平台',
};

export const PHOTO_TIPS: Record<number, string> = {
  1: '单人照片',
  2: '双人合照',
  3: '宠物照片',
};

export function platformLabel(platform: string | null | undefined): string {
  return (platform && PLATFORM_LABELS[platform]) || '未指定平台';
}
