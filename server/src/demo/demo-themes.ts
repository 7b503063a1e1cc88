// Themes of the demo templates: a Chinese name, a prompt and the kind of photo the end user uploads
// (1 one person, 2 two people, 3 a pet).

export interface DemoTheme {
  name: string;
  prompt: string;
  photoTips: 1 | 2 | 3;
  category: string;
  topTitle: string;
}

export const DEMO_THEMES: DemoTheme[] = [
  {
    name: '春日樱花漫步',
    prompt: '人物在樱花树下缓缓走过，花瓣随风飘落，暖色逆光，电影感推镜头',
    photoTips: 1,
    category: 'season-spring',
    topTitle: '樱花树下的浪漫瞬间',
  },
  {
    name: '赛博朋克夜城',
    prompt: '霓虹灯闪烁的未来城市街头，人物回头看向镜头，雨夜反光，赛博朋克风格',
    photoTips: 1,
    category: 'style-cyber',
    topTitle: '一秒穿越未来都市',
  },
  {
    name: '海边日落回眸',
    prompt: '金色夕阳下的海边，人物迎着海风回眸微笑，发丝飘动，慢动作',
    photoTips: 1,
    category: 'scene-sea',
    topTitle: '日落海边氛围感大片',
  },
  {
    name: '古风汉服舞袖',
    prompt: '身着汉服的人物在庭院中舞动长袖，水袖翻飞，古琴配乐意境，国风色调',
    photoTips: 1,
    category: 'style-guofeng',
    topTitle: '穿越千年的汉服之舞',
  },
  {
    name: '萌宠草地奔跑',
    prompt: '小狗在阳光草地上欢快奔跑，耳朵随风摆动，慢动作特写，画面明亮',
    photoTips: 3,
    category: 'pet-dog',
    topTitle: '让毛孩子跑起来',
  },
  {
    name: '情侣旋转拥抱',
    prompt: '情侣在城市天台相拥旋转，镜头环绕拍摄，夕阳余晖，浪漫氛围',
    photoTips: 2,
    category: 'couple',
    topTitle: '专属你们的浪漫旋转',
  },
  {
    name: '雪山滑雪飞跃',
    prompt: '人物踩着滑雪板从雪坡上腾空跃起，雪花四溅，蓝天白雪，运动镜头',
    photoTips: 1,
    category: 'sport-ski',
    topTitle: '雪山之巅的飞跃',
  },
  {
    name: '星空银河延时',
    prompt: '人物站在山顶仰望银河，星轨缓缓旋转，延时摄影效果，深蓝夜空',
    photoTips: 1,
    category: 'scene-night',
    topTitle: '与银河同框',
  },
  {
    name: '复古港风胶片',
    prompt: '九十年代香港街头，人物走过霓虹招牌，胶片颗粒质感，复古色调',
    photoTips: 1,
    category: 'style-retro',
    topTitle: '一秒回到港片年代',
  },
  {
    name: '新年烟花祝福',
    prompt: '夜空中绽放绚丽烟花，人物举杯微笑送上新年祝福，喜庆红金色调',
    photoTips: 1,
    category: 'festival-newyear',
    topTitle: '新年快乐，烟花为你绽放',
  },
  {
    name: '午后咖啡时光',
    prompt: '阳光洒进咖啡馆窗边，人物端起咖啡轻抿一口，蒸汽升腾，温暖治愈',
    photoTips: 1,
    category: 'life-daily',
    topTitle: '慵懒午后的一杯咖啡',
  },
  {
    name: '水墨山水入画',
    prompt: '人物化作水墨画中的人影，山水在墨色中晕染展开，中国风转场',
    photoTips: 1,
    category: 'style-ink',
    topTitle: '走进一幅水墨画',
  },
  {
    name: '宇航员太空漫步',
    prompt: '身穿宇航服的人物在太空中漂浮，背景是蓝色地球，失重慢动作',
    photoTips: 1,
    category: 'scifi-space',
    topTitle: '开启你的太空之旅',
  },
  {
    name: '国潮舞狮贺岁',
    prompt: '红色醒狮在锣鼓声中跳跃腾挪，人物在一旁拍手欢笑，国潮喜庆风格',
    photoTips: 1,
    category: 'festival-spring',
    topTitle: '醒狮贺岁好运来',
  },
  {
    name: '森林精灵魔法',
    prompt: '人物在发光的魔法森林中抬手，萤火虫般的光点环绕飞舞，梦幻童话风',
    photoTips: 1,
    category: 'style-fantasy',
    topTitle: '变身森林精灵',
  },
  {
    name: '毕业季抛帽',
    prompt: '穿学士服的人物在校园草坪上抛起学士帽，定格慢动作，青春阳光',
    photoTips: 1,
    category: 'life-graduation',
    topTitle: '毕业快乐，前程似锦',
  },
  {
    name: '猫咪慵懒哈欠',
    prompt: '猫咪在窗台阳光下伸懒腰打哈欠，胡须微动，治愈系特写',
    photoTips: 3,
    category: 'pet-cat',
    topTitle: '主子的慵懒午后',
  },
  {
    name: '婚礼誓言瞬间',
    prompt: '新人在花海中交换戒指相视而笑，花瓣飘落，柔光唯美婚礼氛围',
    photoTips: 2,
    category: 'couple-wedding',
    topTitle: '定格最美的誓言',
  },
  {
    name: '街头滑板少年',
    prompt: '人物在城市街头踩着滑板做出腾空动作，低机位跟拍，街头潮流风格',
    photoTips: 1,
    category: 'sport-skate',
    topTitle: '街头最酷的滑板少年',
  },
  {
    name: '中秋赏月团圆',
    prompt: '一家人在庭院中赏月，圆月高悬，灯笼微光，温馨团圆氛围',
    photoTips: 2,
    category: 'festival-midautumn',
    topTitle: '月圆人团圆',
  },
];
