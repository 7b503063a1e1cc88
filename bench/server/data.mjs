// The bench's data set: 100k video templates, 100k video tasks and a user with a few hundred
// items, written straight into the database the server has just migrated (the same columns and
// value shapes the application writes, generated from a fixed seed so every run loads the same
// rows). SQLite: one transaction of prepared inserts through better-sqlite3 (the FTS triggers
// keep the search index in step, as they do for the app). PostgreSQL: batches of rows sent as
// one JSON parameter each and expanded by json_to_recordset.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

const DAY = 86_400_000;

/** mulberry32: small, fast and seeded. */
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    digits: (count) => Array.from({ length: count }, (_, i) => (i === 0 ? 1 + Math.floor(next() * 9) : Math.floor(next() * 10))).join(''),
  };
}

// Names are scene + subject + style (40 × 25 × 20 = 20,000 combinations, so a full name is shared
// by about five templates and a scene + subject by about a hundred), sometimes with a variant.
export const SCENES = [
  '春日樱花',
  '海边日落',
  '赛博夜城',
  '古风庭院',
  '雪山之巅',
  '星空银河',
  '复古港风',
  '新年烟花',
  '午后咖啡',
  '水墨山水',
  '太空漫步',
  '舞狮贺岁',
  '魔法森林',
  '毕业校园',
  '秋日枫林',
  '夏夜萤火',
  '江南烟雨',
  '沙漠驼铃',
  '草原骏马',
  '极光冰原',
  '城市天台',
  '地铁站台',
  '雨夜街头',
  '稻田金秋',
  '樱桃果园',
  '游乐园',
  '海底世界',
  '热带雨林',
  '古镇小巷',
  '摩天轮',
  '冰雪童话',
  '花海田野',
  '竹林深处',
  '灯笼长街',
  '火车窗边',
  '书店一角',
  '海岛椰林',
  '山间云海',
  '古堡花园',
  '霓虹商场',
];
export const SUBJECTS = [
  '回眸',
  '漫步',
  '旋转',
  '奔跑',
  '起舞',
  '微笑',
  '拥抱',
  '飞跃',
  '挥手',
  '凝望',
  '比心',
  '转身',
  '跳跃',
  '猫咪',
  '狗狗',
  '情侣',
  '闺蜜',
  '宝宝',
  '全家福',
  '汉服少女',
  '西装绅士',
  '校服少年',
  '宇航员',
  '舞者',
  '老人',
];
export const STYLES = [
  '电影感',
  '胶片风',
  '国潮风',
  '赛博风',
  '水彩风',
  '油画风',
  '动漫风',
  '写实风',
  '梦幻风',
  '复古风',
  '极简风',
  '治愈系',
  '氛围感',
  '慢动作',
  '延时摄影',
  '航拍',
  '环绕镜头',
  '推镜头',
  '黑白',
  '暖色调',
];
const VARIANTS = ['', '', '', ' · 竖屏版', ' · 加长版', ' · 节日版', ' · 高清版'];
const TITLE_OPENERS = ['一秒穿越到', '带你走进', '专属你的', '让照片动起来：', '全网爆火的', '朋友圈必备的', '氛围感拉满的', '三秒出片的'];
const TITLE_ENDINGS = ['大片', '瞬间', '时光', '回忆', '特效', '短视频', '名场面', '同款'];
const CATEGORIES = [
  'season-spring',
  'style-cyber',
  'scene-sea',
  'style-guofeng',
  'pet-dog',
  'couple',
  'sport-ski',
  'scene-night',
  'style-retro',
  'festival-newyear',
  'life-daily',
  'style-ink',
];
const CAMERAS = ['推镜头', '环绕', '跟拍', '固定机位'];
const PLATFORMS = ['keling', 'jimeng', 'minimax'];

// Status and sub-status together, as the pipeline leaves them, with their share of the rows.
const STATES = [
  ['待生成', 'UNREVIEWED', 8],
  ['待生成', 'IN_QUEUE', 5],
  ['待生成', 'GENERATION_FAILED', 3],
  ['待生成', 'AUDIT_FAILED', 2],
  ['已生成', 'UNREVIEWED', 9],
  ['已生成', 'AUDIT_PENDING', 6],
  ['已生成', 'IN_QUEUE', 3],
  ['待补全', 'UNREVIEWED', 10],
  ['待补全', 'AUDIT_PENDING', 4],
  ['已上架', '已上架', 30],
  ['已上架', '已下架', 12],
  ['已上架', '未确认', 3],
  ['已上架', '拒绝上架', 2],
  ['已上架', '审核不通过', 2],
  ['已上架', '未审核', 1],
];
const STATE_WHEEL = STATES.flatMap(([status, sub, weight]) => Array.from({ length: weight }, () => [status, sub]));

/** What the calls of the bench filter and search by (chosen from the generated values). */
export const SAMPLE = {
  nameNeedle: `${SCENES[1]}${SUBJECTS[13]}`, // 海边日落猫咪: about 100 of 100k names
  topTitleNeedle: `${SCENES[21]}${SUBJECTS[2]}`, // 地铁站台旋转: about 100 of 100k top titles
  templateId: 4242,
  taskId: 54321,
  taskTemplateId: 777,
  originalTemplateId: 123,
  userId: 100_777,
};

const media = (folder, n, ext) => `/media/${folder}/${String(n).padStart(4, '0')}.${ext}`;

export function* templateRows(count, now) {
  const rng = random(20261123);
  for (let i = 1; i <= count; i++) {
    const [status, sub] = rng.pick(STATE_WHEEL);
    const scene = rng.pick(SCENES);
    const subject = rng.pick(SUBJECTS);
    const style = rng.pick(STYLES);
    const name = `${scene}${subject}${style}${rng.pick(VARIANTS)}`;
    const generated = status !== '待生成';
    const created = now - rng.int(0, 365) * DAY - rng.int(0, DAY);
    const updated = Math.min(now - 1000, created + rng.int(0, 30 * DAY));
    const platform = rng.pick(PLATFORMS);
    const photoTips = rng.int(1, 3);
    const published = status === '已上架';
    // The top title names another scene and subject than the name, so the two searches differ.
    const topTitle = generated ? `${rng.pick(TITLE_OPENERS)}${rng.pick(SCENES)}${rng.pick(SUBJECTS)}${rng.pick(TITLE_ENDINGS)}` : null;
    yield {
      original_template_id: i > 1000 && rng.next() < 0.08 ? rng.int(1, i - 1) : null,
      template_name: status === '已生成' && rng.next() < 0.05 ? null : name,
      template_platform: platform,
      template_prompt: `${scene}的场景中，${subject}，${style}，镜头${rng.pick(CAMERAS)}，光影自然，细节丰富，画面稳定不变形`,
      template_category_id: rng.pick(CATEGORIES),
      template_status: status,
      template_sub_status: sub,
      template_params: JSON.stringify({
        duration: rng.pick([5, 10]),
        aspect_ratio: rng.pick(['9:16', '16:9', '1:1']),
        camera: rng.pick(CAMERAS),
        style,
      }),
      template_main_image: generated ? media('posters', i % 5000, 'svg') : null,
      template_video_url: generated ? media('clips', i % 3000, 'mp4') : null,
      template_video_url_1: published ? media('clips', (i + 1) % 3000, 'mp4') : null,
      template_video_url_2: published && i % 2 === 0 ? media('clips', (i + 2) % 3000, 'mp4') : null,
      template_video_url_3: null,
      template_video_url_4: null,
      template_reference_image_1: media('references', i % 8000, 'png'),
      template_reference_image_2: photoTips === 2 ? media('references', (i + 7) % 8000, 'png') : null,
      template_reference_image_3: null,
      template_reference_image_4: null,
      template_image_num: photoTips === 2 ? 2 : 1,
      photo_tips_id: photoTips,
      template_top_title: topTitle,
      template_system_recommendation: generated
        ? `「${name}」：${scene}里的${subject}，${style}。上传一张照片即可一键生成同款短视频，适合节日祝福与社交分享。`
        : null,
      template_user_evaluation:
        published || status === '待补全'
          ? rng.pick(['效果超出预期，朋友都问我是怎么做的！', '动作很自然，细节也到位。', '几秒钟就出片，氛围感满满，五星好评。'])
          : null,
      template_is_manual_audit: rng.next() < 0.2,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    };
  }
}

export function* taskRows(count, templateCount, now) {
  const rng = random(20261124);
  for (let i = 1; i <= count; i++) {
    // A few templates are popular; most tasks use one of the first tenth.
    const templateId = rng.next() < 0.7 ? rng.int(1, Math.ceil(templateCount / 10)) : rng.int(1, templateCount);
    const platform = rng.pick(PLATFORMS);
    const roll = rng.next();
    const status = roll < 0.62 ? 3 : roll < 0.77 ? 4 : roll < 0.85 ? 2 : 1;
    const created = now - rng.int(0, 180) * DAY - rng.int(0, DAY);
    const updated = status === 1 ? created : Math.min(now - 1000, created + rng.int(10, 900) * 1000);
    const platformTaskId = status === 1 ? null : `${platform}-${rng.digits(18)}`;
    const video = status === 3 ? media('results', i % 20000, 'mp4') : null;
    const two = rng.next() < 0.2;
    yield {
      template_id: templateId,
      // Copies are mostly of popular templates: about ten tasks per original among the first thousand.
      original_template_id: rng.next() < 0.1 ? rng.int(1, Math.min(1000, templateCount)) : null,
      user_id: rng.int(100_000, 120_000),
      platform,
      platform_task_id: platformTaskId,
      task_status: status,
      is_read: status === 3 ? rng.next() < 0.7 : status === 4 ? rng.next() < 0.5 : false,
      video_url: video,
      first_image: media('uploads', i % 50000, 'png'),
      second_image: two ? media('uploads', (i + 1) % 50000, 'png') : null,
      merged_image: two ? media('merged', i % 10000, 'png') : null,
      create_task_params: JSON.stringify({
        prompt: `${rng.pick(SCENES)}，${rng.pick(SUBJECTS)}，${rng.pick(STYLES)}`,
        image_url: media('uploads', i % 50000, 'png'),
        duration: rng.pick([5, 10]),
        aspect_ratio: '9:16',
      }),
      create_task_rsp: platformTaskId
        ? JSON.stringify({
            code: 0,
            message: 'SUCCEED',
            request_id: `${rng.digits(8)}-${rng.digits(4)}`,
            data: { task_id: platformTaskId, task_status: 'submitted' },
          })
        : null,
      query_task_rsp:
        status === 3
          ? JSON.stringify({
              code: 0,
              message: 'SUCCEED',
              data: { task_id: platformTaskId, task_status: 'succeed', task_result: { videos: [{ url: video, duration: '5.1' }] } },
            })
          : status === 4
            ? JSON.stringify({
                error: rng.pick(['图片内容审核未通过，请更换参考图', '任务生成超时', 'Risk Not Pass（输入内容未通过审核）']),
                stage: 'query',
                attempts: 1,
              })
            : status === 2
              ? JSON.stringify({ code: 0, message: 'SUCCEED', data: { task_id: platformTaskId, task_status: 'processing' } })
              : null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
      // Loaded rows are records, like imported history: the worker leaves them alone.
      worker_managed: false,
      attempts: status === 1 ? 0 : 1,
      next_attempt_at: null,
      locked_by: null,
      locked_until: null,
      template_video_slot: null,
    };
  }
}

export function* itemRows(count, ownerId, now) {
  const rng = random(20261125);
  for (let i = 1; i <= count; i++) {
    yield {
      id: randomUUID(),
      title: `${rng.pick(SCENES)}拍摄清单 ${i}`,
      description: rng.next() < 0.7 ? `${rng.pick(SUBJECTS)}，${rng.pick(STYLES)}，备注 ${rng.digits(4)}` : null,
      owner_id: ownerId,
      created_at: new Date(now - rng.int(0, 90 * DAY)).toISOString(),
    };
  }
}

/** Other users, each with some items: the items table holds more than the measured user's. */
export function* otherUsers(count) {
  for (let i = 1; i <= count; i++) {
    yield {
      id: randomUUID(),
      email: `bench-other-${i}@example.com`,
      hashed_password: 'not-a-hash',
      full_name: null,
      is_active: true,
      is_superuser: false,
      created_at: '2026-01-01T00:00:00.000Z',
      password_changed_at: '2026-01-01T00:00:00.000Z',
    };
  }
}

function* othersItems(users, perUser, now) {
  let n = 0;
  for (const user of users) for (const item of itemRows(perUser, user.id, now - ++n * 1000)) yield item;
}

const OTHER_USERS = 400;
const ITEMS_PER_OTHER_USER = 50;

const requireFromServer = (serverDir) => createRequire(join(serverDir, 'package.json'));

/** Loads everything into SQLite at `path`; resolves with the seconds it took. */
export function loadSqlite(serverDir, path, { templates, tasks, items, ownerId }) {
  const Database = requireFromServer(serverDir)('better-sqlite3');
  const db = new Database(path);
  db.pragma('busy_timeout = 10000');
  // Bench data need no durability; a big page cache keeps the index updates in memory.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const now = Date.now();
  const insertAll = (table, rows) => {
    let statement = null;
    for (const row of rows) {
      if (!statement) {
        const columns = Object.keys(row);
        statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => '@' + c).join(', ')})`);
      }
      for (const key in row) if (typeof row[key] === 'boolean') row[key] = row[key] ? 1 : 0;
      statement.run(row);
    }
  };
  db.transaction(() => {
    insertAll('video_templates', templateRows(templates, now));
    insertAll('video_tasks', taskRows(tasks, templates, now));
    insertAll('items', itemRows(items, ownerId, now));
    const users = [...otherUsers(OTHER_USERS)];
    insertAll('users', users);
    insertAll('items', othersItems(users, ITEMS_PER_OTHER_USER, now));
  })();
  db.exec('analyze');
  // Fold the write-ahead log back into the database (the server, idle meanwhile, keeps it open),
  // so the measured reads do not go through a log of several hundred megabytes.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** Loads everything into PostgreSQL at `url`. */
export async function loadPostgres(serverDir, url, { templates, tasks, items, ownerId }) {
  const pg = requireFromServer(serverDir)('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = Date.now();
  try {
    const { rows: types } = await client.query(
      `select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name in ('video_templates', 'video_tasks', 'items', 'users')`,
    );
    const typeOf = (table, column) => {
      const type = types.find((row) => row.table_name === table && row.column_name === column)?.data_type;
      if (!type) throw new Error(`no column ${table}.${column}`);
      return type === 'character varying' ? 'text' : type;
    };
    const insertAll = async (table, rows, batch = 5000) => {
      let chunk = [];
      let columns = null;
      const flush = async () => {
        if (chunk.length === 0) return;
        const list = columns.map((c) => `"${c}"`).join(', ');
        const definition = columns.map((c) => `"${c}" ${typeOf(table, c)}`).join(', ');
        await client.query(`insert into ${table} (${list}) select ${list} from json_to_recordset($1::json) as r(${definition})`, [
          JSON.stringify(chunk),
        ]);
        chunk = [];
      };
      for (const row of rows) {
        columns ??= Object.keys(row);
        chunk.push(row);
        if (chunk.length >= batch) await flush();
      }
      await flush();
    };
    await client.query('begin');
    await insertAll('video_templates', templateRows(templates, now));
    await insertAll('video_tasks', taskRows(tasks, templates, now));
    await insertAll('items', itemRows(items, ownerId, now));
    const users = [...otherUsers(OTHER_USERS)];
    await insertAll('users', users);
    await insertAll('items', othersItems(users, ITEMS_PER_OTHER_USER, now));
    await client.query('commit');
    // The planner needs statistics, and index-only scans a visibility map: as autovacuum would
    // leave them after a while.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
