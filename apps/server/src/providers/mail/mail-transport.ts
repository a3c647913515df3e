// What a mail transport delivers: one message, already rendered (French, text + HTML).
export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
};

export type MailTransport = {
  /** `smtp` delivers for real; `outbox` keeps mails in the outbox table only (dev mailbox). */
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
};
