import { DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_INTERVAL_MS, type CoreServerConfig } from "../config";
import type { CoreDb } from "../db/database";
import { smtpTransport, type MailTransport } from "../outbox/mail-transport";
import { deliverDueMail } from "../outbox/outbox-worker";
import { startRepeatingJob } from "./repeating-job";

export interface Mailer {
  /** Sends the due messages now; resolves to how many went (0 without a transport). */
  deliver(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The outbox worker of one core: with a transport (`mailTransport`, or SMTP when `smtpUrl` is set)
 * it sends due messages every `outboxIntervalMs`; without one, messages stay in the outbox to be read.
 */
export function startMailer(
  config: CoreServerConfig,
  db: CoreDb,
  now: () => Date,
  onError: (error: unknown) => void,
): Mailer {
  const ownTransport = config.mailTransport === undefined && config.smtpUrl !== undefined;
  const transport: MailTransport | undefined =
    config.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom ?? DEFAULT_MAIL_FROM)
      : undefined);
  const deliver = async () => (transport ? (await deliverDueMail(db, transport, now())).sent : 0);
  const intervalMs = config.outboxIntervalMs ?? DEFAULT_OUTBOX_INTERVAL_MS;
  const timer =
    transport && intervalMs > 0 ? startRepeatingJob(intervalMs, deliver, onError) : undefined;
  return {
    deliver,
    stop: async () => {
      await timer?.stop();
      if (ownTransport) transport?.close();
    },
  };
}
