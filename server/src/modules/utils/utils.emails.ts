import type { EmailContent } from '../../lib/email-layout.js';
import { renderLocalizedEmail } from '../../mail/localized-email.js';
import type { MailMessage } from '../../mail/mailer.js';

export function testEmail(input: { projectName: string; to: string }): MailMessage {
  const content: EmailContent = {
    projectName: input.projectName,
    heading: 'Test email',
    paragraphs: ['This message confirms that the server can send e-mail. There is nothing to do.'],
  };
  return {
    to: input.to,
    subject: `${input.projectName} - Test email`,
    ...renderLocalizedEmail(input.projectName, [{ language: 'en', content }]),
  };
}
