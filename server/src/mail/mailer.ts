export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** True when mail really leaves the server (SMTP configured), false when it is only logged. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  /**
   * Composes and sends after the caller has moved on, logging a failure; `compose` answers null
   * for nothing to send. Used where neither the answer nor its timing may depend on whether a
   * mail goes out (password recovery must not reveal who is registered).
   */
  sendInBackground(compose: () => Promise<MailMessage | null>): void;
}
