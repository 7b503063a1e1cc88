import { escapeHtml } from '../../lib/email-layout.js';

/**
 * The page a preview link opens: it names what the link would load and who published it, and
 * loads it only when the person presses its button. Both languages of the product on one page (it
 * comes before the app and its language choice). No script, nothing from elsewhere: its policy
 * (PREVIEW_PAGE_POLICY) allows its inline style and a form posting to this site only.
 */

/** A text in English and Chinese. */
type Bilingual = readonly [en: string, zh: string];

const TEXTS = {
  title: ['Preview a release', '预览发布版本'],
  intro: [
    'This link loads a release that is not live, for one module, in this browser only, until you leave the preview or the link ends.',
    '此链接仅在本浏览器中为一个模块加载一个尚未上线的发布版本，直到您退出预览或链接失效。',
  ],
  module: ['Module', '模块'],
  release: ['Release', '发布版本'],
  version: ['version', '版本'],
  publishedBy: ['Published by', '发布者'],
  linkBy: ['Link made by', '链接创建者'],
  expires: ['Link expires', '链接过期时间'],
  trust: [
    'Its code runs with your account in this app: load it only if you trust who published it.',
    '该代码将以您的账号在本应用中运行：仅在您信任发布者时加载。',
  ],
  load: ['Load this preview', '加载此预览'],
  cancel: ['Cancel', '取消'],
  unusableTitle: ['This preview link cannot be used', '此预览链接无法使用'],
  gone: ['It has expired or was ended, or its release was withdrawn.', '链接已过期或已被结束，或其发布版本已被撤回。'],
  unknown: ['It is not a preview link of this site.', '这不是本站的预览链接。'],
  unconfirmed: [
    'The preview could not be confirmed from this page: open the link again and press the button.',
    '无法确认此预览：请重新打开链接并点击按钮。',
  ],
  home: ['Go to the app', '前往应用'],
} satisfies Record<string, Bilingual>;

/** The page's Content-Security-Policy: its own inline style, a form posting here, never framed. */
export const PREVIEW_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{margin:0;padding:32px 16px;background:#f5f5f5;color:#242424;font:16px/1.5 'Segoe UI',Helvetica,Arial,sans-serif}
main{max-width:640px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}
h1{margin:0 0 16px;font-size:22px;line-height:1.3}.zh{display:block;color:#424242}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:24px 0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.warn{padding:12px 16px;background:#fff4ce;border-radius:4px}
.actions{display:flex;gap:16px;align-items:center;margin-top:24px}
button{padding:10px 20px;border:0;border-radius:4px;background:#0f6cbd;color:#fff;font:inherit;font-weight:600;cursor:pointer}
a{color:#0f6cbd}`;

const inline = ([en, zh]: Bilingual) => `${escapeHtml(en)} · <span lang="zh-CN">${escapeHtml(zh)}</span>`;
const paragraph = ([en, zh]: Bilingual, className = '') =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(en)}<span class="zh" lang="zh-CN">${escapeHtml(zh)}</span></p>`;

/** A stored timestamp as people read it: 2026-12-01 08:15 UTC. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function page(title: Bilingual, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title[0])} · ${escapeHtml(title[1])}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title[0])}<span class="zh" lang="zh-CN">${escapeHtml(title[1])}</span></h1>
${body}
</main>
</body>
</html>
`;
}

export interface ConsentFacts {
  /** Where the form posts: the link's own path. */
  action: string;
  /** The form's proof (preview-consent.ts). */
  proof: string;
  module: { name: string; displayName: { en: string; 'zh-CN': string } };
  release: { id: string; version: string; publishedBy: string; publishedAt: string };
  link: { createdBy: string; createdAt: string; expiresAt: string };
}

/** The page that asks before a preview is loaded. */
export function renderConsentPage(facts: ConsentFacts): string {
  const { module, release, link } = facts;
  const names =
    module.displayName.en === module.displayName['zh-CN']
      ? escapeHtml(module.displayName.en)
      : `${escapeHtml(module.displayName.en)} · <span lang="zh-CN">${escapeHtml(module.displayName['zh-CN'])}</span>`;
  const rows: [Bilingual, string][] = [
    [TEXTS.module, `${names} (<code>${escapeHtml(module.name)}</code>)`],
    [
      TEXTS.release,
      `<code data-testid="preview-release-id">${escapeHtml(release.id)}</code> (${inline(TEXTS.version)} ${escapeHtml(release.version)})`,
    ],
    [
      TEXTS.publishedBy,
      `<span data-testid="preview-publisher">${escapeHtml(release.publishedBy)}</span>, ${escapeHtml(when(release.publishedAt))}`,
    ],
    [TEXTS.linkBy, `${escapeHtml(link.createdBy)}, ${escapeHtml(when(link.createdAt))}`],
    [TEXTS.expires, escapeHtml(when(link.expiresAt))],
  ];
  return page(
    TEXTS.title,
    `${paragraph(TEXTS.intro)}
<dl>
${rows.map(([label, value]) => `<dt>${inline(label)}</dt><dd>${value}</dd>`).join('\n')}
</dl>
${paragraph(TEXTS.trust, 'warn')}
<form method="post" action="${escapeHtml(facts.action)}">
<input type="hidden" name="consent" value="${escapeHtml(facts.proof)}">
<div class="actions"><button type="submit">${inline(TEXTS.load)}</button><a href="/">${inline(TEXTS.cancel)}</a></div>
</form>`,
  );
}

/** Why a link opens nothing: not one of ours, expired or ended, or a POST that did not come from its page. */
export type UnusableReason = 'unknown' | 'gone' | 'unconfirmed';

/** The page a link that cannot be used opens, with a way into the app. */
export function renderUnusablePage(reason: UnusableReason): string {
  return page(TEXTS.unusableTitle, `${paragraph(TEXTS[reason])}\n<p><a href="/">${inline(TEXTS.home)}</a></p>`);
}
