import { ROLE_TABLE, SUPERUSER_LABEL, type Role } from '../../lib/roles.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { MailLanguage } from '../../mail/mail-languages.js';
import { renderLocalizedEmail, type LocalizedContent } from '../../mail/localized-email.js';

/**
 * The page where a person chooses a password with a password-reset token: the link of the
 * recovery mail and of the invitation.
 */
export function setPasswordUrl(frontendHost: string, token: string): string {
  return `${frontendHost}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation's link: the same page, told it is a first password ("Set your password", not
 * "Reset Password"). The token stays the first parameter, as in the recovery mail.
 */
export function invitationUrl(frontendHost: string, token: string): string {
  return `${setPasswordUrl(frontendHost, token)}&invitation=1`;
}

export interface InvitationInput {
  projectName: string;
  email: string;
  /** Who invited them: their name, or their e-mail without one. */
  inviter: string;
  /** What the new account may do in the back office. */
  roles: readonly Role[];
  isSuperuser: boolean;
  frontendHost: string;
  token: string;
  validHours: number;
  /** The inviter's language, or both (English first) when it is not known. */
  languages: readonly MailLanguage[];
}

/** The roles as the screens name them, in `language`; empty for none. */
function roleNames(input: InvitationInput, language: MailLanguage): string[] {
  return [...(input.isSuperuser ? [SUPERUSER_LABEL[language]] : []), ...input.roles.map((role) => ROLE_TABLE[role].label[language])];
}

function englishInvitation(input: InvitationInput, url: string): LocalizedContent {
  const roles = roleNames(input, 'en');
  return {
    heading: `You are invited to ${input.projectName}`,
    paragraphs: [
      `${input.inviter} invited you to ${input.projectName}: an account ${input.email} is ready for you.`,
      roles.length > 0 ? `Your role: ${roles.join(', ')}.` : 'You have no back-office role yet: an administrator can give you one later.',
      'Choose your password with the button below, then log in with this e-mail address and that password.',
    ],
    action: { label: 'Set your password', url },
    footnotes: [
      `The link is valid for ${input.validHours} hours and works once. Once it has expired, the page it opens sends you a new one.`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ],
  };
}

function chineseInvitation(input: InvitationInput, url: string): LocalizedContent {
  const roles = roleNames(input, 'zh-CN');
  return {
    heading: `邀请你加入 ${input.projectName}`,
    paragraphs: [
      `${input.inviter} 邀请你加入 ${input.projectName}，已为你创建账户 ${input.email}。`,
      roles.length > 0 ? `你的角色：${roles.join('、')}。` : '你暂时还没有后台角色，管理员之后可以为你添加。',
      '请点击下方按钮设置密码，然后用这个邮箱地址和该密码登录。',
    ],
    action: { label: '设置密码', url },
    footnotes: [
      `链接 ${input.validHours} 小时内有效，只能使用一次。过期后，打开的页面可以给你发送新链接。`,
      '如果你没有预料到这封邀请，忽略本邮件即可。',
    ],
  };
}

const CONTENT: Record<MailLanguage, (input: InvitationInput, url: string) => LocalizedContent> = {
  en: englishInvitation,
  'zh-CN': chineseInvitation,
};

const SUBJECT: Record<MailLanguage, (input: InvitationInput) => string> = {
  en: (input) => `Invitation for user ${input.email}`,
  'zh-CN': () => '账户邀请',
};

/**
 * The mail of a user a superuser added by invitation: who invited them, to which product, with
 * which role, and a link to choose their own password; in the inviter's language, or in both.
 */
export function invitationEmail(input: InvitationInput): MailMessage {
  const url = invitationUrl(input.frontendHost, input.token);
  const sections = input.languages.map((language) => ({ language, content: CONTENT[language](input, url) }));
  return {
    to: input.email,
    subject: `${input.projectName} - ${input.languages.map((language) => SUBJECT[language](input)).join(' / ')}`,
    ...renderLocalizedEmail(input.projectName, sections),
  };
}
