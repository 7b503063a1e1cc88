/** What a mail says in one language, under the project's name (mail/localized-email renders it). */
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
