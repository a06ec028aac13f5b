import nodemailer from "nodemailer";
import type { OutboxAttachment } from "./outbox-mail";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: readonly OutboxAttachment[];
}

/** How the outbox worker hands a message over; it throws when the message did not go. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…`) as `from`. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        })),
      });
    },
    close: () => transporter.close(),
  };
}
