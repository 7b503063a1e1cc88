import type { EmailContent } from '../../lib/email-layout.js';
import { renderLocalizedEmail } from '../../mail/localized-email.js';
import type { MailMessage } from '../../mail/mailer.js';
import { setPasswordUrl } from '../users/users.emails.js';

export function resetPasswordEmail(input: {
  projectName: string;
  email: string;
  frontendHost: string;
  token: string;
  validHours: number;
}): MailMessage {
  const link = setPasswordUrl(input.frontendHost, input.token);
  const content: EmailContent = {
    projectName: input.projectName,
    heading: 'Reset your password',
    paragraphs: [
      `We received a request to recover the password of the account ${input.email}.`,
      'Choose a new password with the button below.',
    ],
    action: { label: 'Reset password', url: link },
    footnotes: [
      `The link is valid for ${input.validHours} hours and works once.`,
      'If you did not ask for a password recovery, you can ignore this e-mail: your password stays as it is.',
    ],
  };
  return {
    to: input.email,
    subject: `${input.projectName} - Password recovery for user ${input.email}`,
    ...renderLocalizedEmail(input.projectName, [{ language: 'en', content }]),
  };
}
