import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { outboxMessages } from "../src/db/schema";
import type { MailTransport, OutgoingMail } from "../src/outbox/mail-transport";
import { enqueueMail, type OutboxMail } from "../src/outbox/outbox-mail";
import { deliverDueMail } from "../src/outbox/outbox-worker";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { awaitingOrder, CALLBACK_SECRET, mailsAbout, payWithCard } from "./support/payments";
import { startSmtpServer, type SmtpServer } from "./support/smtp-server";
import { defined } from "@reg/domain";

function mail(key: string): OutboxMail {
  return {
    kind: "paymentConfirmation",
    dedupeKey: `test:${key}`,
    recipient: `${key}@example.com`,
    language: "en",
    subject: `About ${key}`,
    text: "text",
    html: "<p>html</p>",
    attachments: [],
  };
}

function recorder(
  failFor: ReadonlySet<string> = new Set(),
): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: async (outgoing) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failFor.has(outgoing.to)) throw new Error(`mailbox ${outgoing.to} unavailable`);
      sent.push(outgoing);
    },
    close: () => undefined,
  };
}

describe.each(DRIVERS)("the mail outbox on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, {
      sweepIntervalMs: 0,
      devEndpoints: true,
      paymentCallbackSecret: CALLBACK_SECRET,
    });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  it("sends each due message once and marks it sent; a key is enqueued once", async () => {
    const keys = ["a1", "a2", "a3"].map((k) => `${driver}-${k}`);
    for (const key of keys) await enqueueMail(db(), mail(key), TEST_NOW);
    await enqueueMail(db(), { ...mail(defined(keys[0])), subject: "duplicate" }, TEST_NOW);
    const transport = recorder();
    const first = await deliverDueMail(db(), transport, TEST_NOW, { batch: 100 });
    expect(first.failed).toBe(0);
    expect(
      transport.sent
        .filter((m) => keys.some((k) => m.to === `${k}@example.com`))
        .map((m) => m.subject),
    ).toEqual(keys.map((k) => `About ${k}`));
    expect((await deliverDueMail(db(), transport, TEST_NOW)).sent).toBe(0);
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.dedupeKey,
          keys.map((k) => `test:${k}`),
        ),
      );
    expect(rows.map((r) => [r.sentAt?.toISOString(), r.attempts, r.lockedUntil])).toEqual(
      keys.map(() => [TEST_NOW.toISOString(), 1, null]),
    );
  });

  it("keeps a message that failed, and tries again later, waiting longer each time", async () => {
    const key = `${driver}-fail`;
    await enqueueMail(db(), mail(key), TEST_NOW);
    const failing = recorder(new Set([`${key}@example.com`]));
    await deliverDueMail(db(), failing, TEST_NOW, { batch: 100 });
    const read = async () =>
      (
        await db()
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.dedupeKey, `test:${key}`))
      )[0];
    expect(await read()).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: `mailbox ${key}@example.com unavailable`,
      nextAttemptAt: new Date(TEST_NOW.getTime() + 30_000),
    });
    await deliverDueMail(db(), recorder(), new Date(TEST_NOW.getTime() + 29_000), { batch: 100 });
    expect((await read())?.sentAt).toBeNull();
    await deliverDueMail(db(), failing, new Date(TEST_NOW.getTime() + 30_000), { batch: 100 });
    expect(await read()).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(TEST_NOW.getTime() + 90_000),
    });
    const fixed = recorder();
    await deliverDueMail(db(), fixed, new Date(TEST_NOW.getTime() + 90_000), { batch: 100 });
    expect(fixed.sent.map((m) => m.to)).toEqual([`${key}@example.com`]);
    expect(await read()).toMatchObject({
      sentAt: new Date(TEST_NOW.getTime() + 90_000),
      lastError: null,
    });
  });

  it("two workers at once never send a message twice", async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `${driver}-race-${i}`);
    for (const key of keys) await enqueueMail(db(), mail(key), TEST_NOW);
    const [one, two] = [recorder(), recorder()];
    await Promise.all([
      deliverDueMail(db(), one, TEST_NOW, { batch: 5 }),
      deliverDueMail(db(), two, TEST_NOW, { batch: 5 }),
      deliverDueMail(db(), one, TEST_NOW, { batch: 5 }),
    ]);
    await deliverDueMail(db(), two, TEST_NOW, { batch: 100 });
    const sent = [...one.sent, ...two.sent].map((m) => m.to).filter((to) => to.includes("-race-"));
    expect(sent.sort()).toEqual(keys.map((k) => `${k}@example.com`).sort());
  });

  it("lists the outbox at /dev/outbox and shows a message's HTML", async () => {
    const response = await http(core.url, "/dev/outbox");
    expect(response.status).toBe(200);
    const listed = response.json as {
      messages: { id: number; subject: string; htmlUrl: string }[];
    };
    const first = listed.messages.find((m) => m.subject === `About ${driver}-a1`);
    expect(first?.htmlUrl).toBe(`/dev/outbox/${first?.id}`);
    const page = await http(core.url, first?.htmlUrl ?? "");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toBe("<p>html</p>");
    expect((await http(core.url, "/dev/outbox/abc")).status).toBe(400);
    expect((await http(core.url, "/dev/outbox/999999")).status).toBe(404);
  });

  it("keeps a confirmation as the facts of the payment and renders it when it is sent or shown", async () => {
    const race = await createRaceFixture(db());
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    expect((await payWithCard(core.url, cookie, registrationId)).status).toBe(303);
    const [row] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `paymentConfirmation:${registrationId}`));
    // The paying transaction wrote the facts only: no QR code, no HTML.
    expect(row).toMatchObject({ subject: "", textBody: "", htmlBody: "", attachments: [] });
    expect(row?.facts).toMatchObject({ registrationId, recipient: row?.recipient });

    const transport = recorder();
    await deliverDueMail(db(), transport, new Date(), { batch: 100 });
    const sent = transport.sent.find((m) => m.text.includes(registrationId));
    expect(sent?.to).toBe(row?.recipient);
    expect(sent?.subject).toMatch(/^Вы зарегистрированы: |^You are registered: /);
    expect(sent?.html).toContain("<svg");
    expect(sent?.attachments.map((a) => a.contentType)).toEqual(["image/svg+xml"]);

    const page = await http(core.url, `/dev/outbox/${row?.id}`);
    expect(page.text).toBe(sent?.html);
    const listed = (await http(core.url, "/dev/outbox")).json as {
      messages: { id: number; subject: string; text: string }[];
    };
    expect(listed.messages.find((m) => m.id === row?.id)).toMatchObject({
      subject: sent?.subject,
      text: sent?.text,
    });
  });

  it("keeps a message whose facts cannot be read, with the reason, and sends the others", async () => {
    const key = `${driver}-bad-facts`;
    await enqueueMail(
      db(),
      {
        kind: "paymentConfirmation",
        dedupeKey: `test:${key}`,
        recipient: `${key}@example.com`,
        language: "ru",
        facts: { registrationId: 42 },
      },
      TEST_NOW,
    );
    await enqueueMail(db(), mail(`${driver}-beside-bad`), TEST_NOW);
    const transport = recorder();
    await deliverDueMail(db(), transport, TEST_NOW, { batch: 100 });
    expect(transport.sent.map((m) => m.to)).toContain(`${driver}-beside-bad@example.com`);
    expect(transport.sent.map((m) => m.to)).not.toContain(`${key}@example.com`);
    const [kept] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `test:${key}`));
    expect(kept).toMatchObject({ sentAt: null, attempts: 1 });
    expect(kept?.lastError).toMatch(/registrationId/);
  });
});

describe("confirmations by SMTP", () => {
  let smtp: SmtpServer;
  let core: RunningCore;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    core = await startCore("pglite", {
      sweepIntervalMs: 0,
      paymentCallbackSecret: CALLBACK_SECRET,
      smtpUrl: smtp.url,
      mailFrom: "Reg <reg@example.com>",
      outboxIntervalMs: 50,
    });
  });
  afterAll(async () => {
    await core.close();
    await smtp.close();
  });

  it("has no /dev/outbox without development endpoints", async () => {
    expect((await http(core.url, "/dev/outbox")).status).toBe(404);
  });

  it("a paid registration's confirmation reaches the SMTP server by itself, with the pickup QR attached", async () => {
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    expect((await payWithCard(core.url, cookie, registrationId)).status).toBe(303);
    await smtp.waitFor(1);
    const [received] = smtp.received;
    expect(received?.from).toBe("reg@example.com");
    expect(received?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(received?.data).toContain("Content-Type: image/svg+xml");
    expect(received?.data).toMatch(/filename=pickup-[0-9A-F]{8}\.svg/);
    const [row] = await mailsAbout(core.server.db, registrationId);
    expect(received?.to).toEqual([row?.recipient]);
    const deadline = Date.now() + 2_000;
    let sentAt = row?.sentAt ?? null;
    while (sentAt === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sentAt = (await mailsAbout(core.server.db, registrationId))[0]?.sentAt ?? null;
    }
    expect(sentAt).not.toBeNull();
  });
});
