import { z } from "zod";
import { confirmationFactsSchema, confirmationMail } from "./confirmation-mail";
import type { OutboxAttachment, OutboxKind, OutboxMail } from "./outbox-mail";

/** The kinds kept as facts (MailOfFacts) and how each is rendered from them. */
const RENDERERS: Partial<Record<OutboxKind, (facts: unknown) => OutboxMail>> = {
  paymentConfirmation: (facts) => confirmationMail(confirmationFactsSchema.parse(facts)),
};

const attachmentsSchema = z.array(
  z.object({
    filename: z.string(),
    contentType: z.string(),
    content: z.string(),
    encoding: z.literal("base64").optional(),
  }),
);

/** An outbox row as read: its stored subject and bodies, or the facts they are rendered from. */
export interface StoredMessage {
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: unknown;
  facts: unknown;
}

/** What a message says, however it was kept. */
export interface MessageContent {
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
}

/**
 * The message a stored row is: its own columns, or its kind's rendering of its facts. Every reader
 * of the outbox (the worker, the development pages, a resend) goes through here.
 */
export function contentOf(row: StoredMessage): MessageContent {
  if (row.facts === null || row.facts === undefined)
    return {
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: attachmentsSchema.parse(row.attachments),
    };
  const render = RENDERERS[row.kind as OutboxKind];
  if (!render) throw new Error(`outbox messages of kind ${row.kind} are not rendered from facts`);
  const { subject, text, html, attachments } = render(row.facts);
  return { subject, text, html, attachments };
}
