// Loads the growth bench's rows into a PostgreSQL database the server has just migrated: one
// transaction of INSERT ... SELECT FROM generate_series, the rows computed by the database itself
// (no row crosses the wire), with the same columns, value shapes and shares as the server bench's
// rows (bench/server/rows.mjs): states by the same weights, names from the same words, tasks mostly
// of the first tenth of the templates. Every value is a hash of the row's number, so a size loads
// the same rows on every run.
//
// The product's schema is kept whole: the secondary indexes the migrations made on the two big
// tables are dropped before the insert and made again from their own definitions after it (a bulk
// load's usual order, several times faster than updating them row by row), and the triggers stay
// enabled, so whatever the server maintains by trigger (counters) is maintained by this load too.
import { PLATFORMS, SCENES, STYLES, SUBJECTS, TITLE_ENDINGS, TITLE_OPENERS, VARIANTS, CATEGORIES, CAMERAS } from '../server/words.mjs';
import { connect } from './postgres.mjs';

const DAY_MS = 86_400_000;

// Status and sub-status together with their share in percent, as bench/server/rows.mjs has them.
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
const WHEEL = STATES.flatMap(([status, sub, weight]) => Array.from({ length: weight }, () => [status, sub]));

const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;
const array = (values) => `array[${values.map(literal).join(',')}]::text[]`;
/** A number in [0, m) from the row's number g and a salt k. */
const hash = (k, m) => `((hashint8(g::bigint * 64 + ${k}) & 2147483647) % ${m})`;
/** A number in [0, 1). */
const unit = (k) => `((hashint8(g::bigint * 64 + ${k}) & 2147483647)::float8 / 2147483648)`;
const pick = (values, k) => `(${array(values)})[1 + ${hash(k, values.length)}]`;
const iso = (ms) => `to_char(to_timestamp((${ms})::float8 / 1000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const media = (folder, n, ext) => `'/media/${folder}/' || lpad(((${n}))::text, 4, '0') || '.${ext}'`;

function templatesInsert(count, now) {
  return `
insert into video_templates (
  original_template_id, template_name, template_platform, template_prompt, template_category_id,
  template_status, template_sub_status, template_params, template_main_image, template_video_url,
  template_video_url_1, template_video_url_2, template_video_url_3, template_video_url_4,
  template_reference_image_1, template_reference_image_2, template_reference_image_3, template_reference_image_4,
  template_image_num, photo_tips_id, template_top_title, template_system_recommendation, template_user_evaluation,
  template_is_manual_audit, created_at, updated_at)
select
  case when g > 1000 and ${unit(1)} < 0.08 then 1 + ${hash(2, 'greatest(g - 1, 1)')} end,
  case when status = '已生成' and ${unit(3)} < 0.05 then null else scene || subject || style || variant end,
  platform,
  scene || '的场景中，' || subject || '，' || style || '，镜头' || camera || '，光影自然，细节丰富，画面稳定不变形',
  ${pick(CATEGORIES, 4)},
  status, sub,
  '{"duration":' || ${pick(['5', '10'], 5)} || ',"aspect_ratio":"' || ${pick(['9:16', '16:9', '1:1'], 6)} || '","camera":"' || camera || '","style":"' || style || '"}',
  case when status <> '待生成' then ${media('posters', 'g % 5000', 'svg')} end,
  case when status <> '待生成' then ${media('clips', 'g % 3000', 'mp4')} end,
  case when status = '已上架' then ${media('clips', '(g + 1) % 3000', 'mp4')} end,
  case when status = '已上架' and g % 2 = 0 then ${media('clips', '(g + 2) % 3000', 'mp4')} end,
  null, null,
  ${media('references', 'g % 8000', 'png')},
  case when tips = 2 then ${media('references', '(g + 7) % 8000', 'png')} end,
  null, null,
  case when tips = 2 then 2 else 1 end,
  tips,
  case when status <> '待生成' then ${pick(TITLE_OPENERS, 7)} || ${pick(SCENES, 8)} || ${pick(SUBJECTS, 9)} || ${pick(TITLE_ENDINGS, 10)} end,
  case when status <> '待生成' then '「' || scene || subject || style || variant || '」：' || scene || '里的' || subject || '，' || style || '。上传一张照片即可一键生成同款短视频，适合节日祝福与社交分享。' end,
  case when status in ('已上架', '待补全') then ${pick(['效果超出预期，朋友都问我是怎么做的！', '动作很自然，细节也到位。', '几秒钟就出片，氛围感满满，五星好评。'], 11)} end,
  ${unit(12)} < 0.2,
  ${iso('created')},
  ${iso(`least(${now} - 1000, created + ${hash(13, 30 * DAY_MS)})`)}
from generate_series(1, ${count}) g,
lateral (select
  (${array(WHEEL.map(([status]) => status))})[1 + w] as status,
  (${array(WHEEL.map(([, sub]) => sub))})[1 + w] as sub,
  ${pick(SCENES, 20)} as scene, ${pick(SUBJECTS, 21)} as subject, ${pick(STYLES, 22)} as style,
  ${pick(VARIANTS, 23)} as variant, ${pick(PLATFORMS, 24)} as platform, ${pick(CAMERAS, 25)} as camera,
  1 + ${hash(26, 3)} as tips,
  ${now}::bigint - ${hash(27, 366)}::bigint * ${DAY_MS} - ${hash(28, DAY_MS)} as created
  from (select ${hash(29, WHEEL.length)} as w) w) v`;
}

function tasksInsert(count, templates, now) {
  const popular = Math.ceil(templates / 10);
  return `
insert into video_tasks (
  template_id, original_template_id, user_id, platform, platform_task_id, task_status, is_read,
  video_url, first_image, second_image, merged_image, create_task_params, create_task_rsp, query_task_rsp,
  created_at, updated_at, worker_managed, attempts, next_attempt_at, locked_by, locked_until, template_video_slot)
select
  case when ${unit(1)} < 0.7 then 1 + ${hash(2, popular)} else 1 + ${hash(3, templates)} end,
  case when ${unit(4)} < 0.1 then 1 + ${hash(5, Math.min(1000, templates))} end,
  100000 + ${hash(6, 20001)},
  platform,
  ptid,
  status,
  case status when 3 then ${unit(7)} < 0.7 when 4 then ${unit(7)} < 0.5 else false end,
  video,
  ${media('uploads', 'g % 50000', 'png')},
  case when two then ${media('uploads', '(g + 1) % 50000', 'png')} end,
  case when two then ${media('merged', 'g % 10000', 'png')} end,
  '{"prompt":"' || ${pick(SCENES, 8)} || '，' || ${pick(SUBJECTS, 9)} || '，' || ${pick(STYLES, 10)} || '","image_url":' || '"' || ${media('uploads', 'g % 50000', 'png')} || '","duration":' || ${pick(['5', '10'], 11)} || ',"aspect_ratio":"9:16"}',
  case when ptid is not null then '{"code":0,"message":"SUCCEED","request_id":"' || lpad(${hash(12, 100_000_000)}::text, 8, '0') || '-' || lpad(${hash(13, 10_000)}::text, 4, '0') || '","data":{"task_id":"' || ptid || '","task_status":"submitted"}}' end,
  case status
    when 3 then '{"code":0,"message":"SUCCEED","data":{"task_id":"' || ptid || '","task_status":"succeed","task_result":{"videos":[{"url":"' || video || '","duration":"5.1"}]}}}'
    when 4 then '{"error":"' || ${pick(['图片内容审核未通过，请更换参考图', '任务生成超时', 'Risk Not Pass（输入内容未通过审核）'], 14)} || '","stage":"query","attempts":1}'
    when 2 then '{"code":0,"message":"SUCCEED","data":{"task_id":"' || ptid || '","task_status":"processing"}}'
  end,
  ${iso('created')},
  ${iso(`case when status = 1 then created else least(${now} - 1000, created + (10 + ${hash(15, 891)}) * 1000) end`)},
  false,
  case when status = 1 then 0 else 1 end,
  null, null, null, null
from generate_series(1, ${count}) g,
lateral (select *,
  case when status = 1 then null else platform || '-' || lpad(${hash(16, 1_000_000_000)}::text, 9, '0') || lpad(${hash(17, 1_000_000_000)}::text, 9, '0') end as ptid,
  case when status = 3 then ${media('results', 'g % 20000', 'mp4')} end as video
  from (select
    ${pick(PLATFORMS, 20)} as platform,
    case when roll < 0.62 then 3 when roll < 0.77 then 4 when roll < 0.85 then 2 else 1 end as status,
    ${unit(21)} < 0.2 as two,
    ${now}::bigint - ${hash(22, 181)}::bigint * ${DAY_MS} - ${hash(23, DAY_MS)} as created
    from (select ${unit(24)} as roll) r) s) v`;
}

/** The secondary indexes of `table` (those no constraint owns): name and definition. */
async function secondaryIndexes(client, table) {
  const { rows } = await client.query(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [table],
  );
  return rows;
}

/**
 * Loads `templates` templates and `tasks` tasks into the migrated database at `url`; resolves
 * with the seconds of each step. `now` (ms) anchors the dates, as Date.now() does for the app.
 */
export async function loadPostgres(serverDir, url, { templates, tasks, now = Date.now() }) {
  const client = await connect(serverDir, url);
  const seconds = {};
  const timed = async (step, work) => {
    const started = performance.now();
    await work();
    seconds[step] = (performance.now() - started) / 1000;
  };
  try {
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query('set max_parallel_maintenance_workers = 2');
    await client.query('begin');
    const indexes = [...(await secondaryIndexes(client, 'video_templates')), ...(await secondaryIndexes(client, 'video_tasks'))];
    for (const { name } of indexes) await client.query(`drop index "${name}"`);
    await timed('templates', () => client.query(templatesInsert(templates, now)));
    await timed('tasks', () => client.query(tasksInsert(tasks, templates, now)));
    await timed('indexes', async () => {
      for (const { definition } of indexes) await client.query(definition);
    });
    await client.query('commit');
    // The planner needs statistics, and index-only scans a visibility map: as autovacuum would
    // leave them after a while.
    await timed('vacuum', () => client.query('vacuum (analyze) video_templates, video_tasks'));
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return seconds;
}
