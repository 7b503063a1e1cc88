import { renderEmailHtml, renderEmailText, type EmailContent } from '../../lib/email-layout.js';
import type { MailMessage } from '../../mail/mailer.js';

/**
 * The page where a person chooses a password with a password-reset token: the link of the
 * recovery mail and of the invitation.
 */
export function setPasswordUrl(frontendHost: string, token: string): string {
  return `${frontendHost}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The mail of a user a superuser added by invitation: a link to choose their own password. */
export function invitationEmail(input: {
  projectName: string;
  email: string;
  /** Who invited them: their name, or their e-mail without one. */
  inviter: string;
  frontendHost: string;
  token: string;
  validHours: number;
}): MailMessage {
  const content: EmailContent = {
    projectName: input.projectName,
    heading: 'You are invited',
    paragraphs: [
      `${input.inviter} invited you to ${input.projectName}: an account ${input.email} is ready for you.`,
      'Choose your password with the button below, then log in with this e-mail address and that password.',
    ],
    action: { label: 'Set password', url: setPasswordUrl(input.frontendHost, input.token) },
    footnotes: [
      `The link is valid for ${input.validHours} hours and works once. Once it has expired, "Forgot Password?" on the login screen mails a new one.`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ],
  };
  return {
    to: input.email,
    subject: `${input.projectName} - Invitation for user ${input.email}`,
    html: renderEmailHtml(content),
    text: renderEmailText(content),
  };
}
