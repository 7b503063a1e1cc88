/** Shared look of outgoing mail: a plain, table-based HTML body that mail clients render
 * consistently, and a plain-text twin for clients that show no HTML. */

export interface EmailContent {
  projectName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnotes?: string[];
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function renderEmailHtml(content: EmailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#242424;">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:4px;background:#0f6cbd;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(content.action.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#616161;">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#0f6cbd;word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnotes = (content.footnotes ?? [])
    .map((text) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#616161;">${escapeHtml(text)}</p>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td>
<p style="margin:0 0 24px;font-size:14px;font-weight:600;color:#616161;">${escapeHtml(content.projectName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#242424;">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${action}
${footnotes}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function renderEmailText(content: EmailContent): string {
  const lines = [content.projectName, '', content.heading, '', ...content.paragraphs.flatMap((text) => [text, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const note of content.footnotes ?? []) lines.push(note);
  return lines.join('\n').trimEnd() + '\n';
}
