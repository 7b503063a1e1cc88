import { escapeHtml, type EmailContent } from '../lib/email-layout.js';
import type { MailLanguage } from './mail-languages.js';

/** One language's part of a mail, without the project's name (said once, on top). */
export type LocalizedContent = Omit<EmailContent, 'projectName'>;

const COPY_LINK: Record<MailLanguage, string> = {
  en: 'If the button does not work, copy this link into your browser:',
  'zh-CN': '如果按钮无法打开，请把下面的链接复制到浏览器中：',
};

const STYLE = {
  heading: 'margin:0 0 16px;font-size:22px;line-height:28px;color:#242424;',
  paragraph: 'margin:0 0 16px;font-size:16px;line-height:24px;color:#242424;',
  small: 'margin:0 0 8px;font-size:13px;line-height:20px;color:#616161;',
  divider: 'border:0;border-top:1px solid #e0e0e0;margin:24px 0;',
};

function sectionHtml(language: MailLanguage, content: LocalizedContent): string {
  const paragraphs = content.paragraphs.map((text) => `<p style="${STYLE.paragraph}">${escapeHtml(text)}</p>`).join('\n');
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:4px;background:#0f6cbd;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(content.action.label)}</a></td>
</tr></table>
<p style="${STYLE.small}margin-bottom:16px;">${escapeHtml(COPY_LINK[language])}<br><a href="${escapeHtml(content.action.url)}" style="color:#0f6cbd;word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnotes = (content.footnotes ?? []).map((text) => `<p style="${STYLE.small}">${escapeHtml(text)}</p>`).join('\n');
  return `<div lang="${language}">
<h1 style="${STYLE.heading}">${escapeHtml(content.heading)}</h1>
${paragraphs}
${action}
${footnotes}
</div>`;
}

/**
 * A mail in one language, or in several one after the other (each marked with its language, so
 * screen readers and translation tools read it right), under the project's name: a plain,
 * table-based body that mail clients render alike, and a plain-text twin for those that show no HTML.
 */
export function renderLocalizedEmail(
  projectName: string,
  sections: ReadonlyArray<{ language: MailLanguage; content: LocalizedContent }>,
): { html: string; text: string } {
  const first = sections[0]!;
  const body = sections.map(({ language, content }) => sectionHtml(language, content)).join(`\n<hr style="${STYLE.divider}">\n`);
  const html = `<!DOCTYPE html>
<html lang="${first.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(sections.map(({ content }) => content.heading).join(' / '))}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:'Segoe UI',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td>
<p style="margin:0 0 24px;font-size:14px;font-weight:600;color:#616161;">${escapeHtml(projectName)}</p>
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const textSections = sections.map(({ content }) => {
    const lines = [content.heading, '', ...content.paragraphs.flatMap((text) => [text, ''])];
    if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
    lines.push(...(content.footnotes ?? []));
    return lines.join('\n').trimEnd();
  });
  return { html, text: `${projectName}\n\n${textSections.join('\n\n----\n\n')}\n` };
}
