import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DRIVERS, migratedDatabase } from "../testing/migrated-database";
import {
  insertRows,
  insertRowsQuery,
  insertRowsReturning,
  insertRowsSkippingStored,
} from "./json-rows";
import { outboxMessages, sandboxPayments } from "./schema";

const at = new Date("2026-11-29T10:15:30.123Z");

function sandboxRow(n: number): typeof sandboxPayments.$inferInsert {
  return {
    id: `sbx_json_rows_${n}`,
    merchantPaymentId: `00000000-0000-4000-8000-00000000000${n}`,
    kind: "card",
    status: "pending",
    amountKopecks: 150_000 + n,
    description: `Марафон «Белые ночи», 42 км, №${n}`,
    language: n % 2 === 0 ? "ru" : "en",
    returnPath: `/registration/${n}/result`,
    installmentPlan: n === 2 ? { parts: [{ dueDate: "2026-12-01", amountKopecks: 75_000 }] } : null,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 30 * 60_000),
    updatedAt: at,
  };
}

function mail(key: string, extra: Partial<typeof outboxMessages.$inferInsert> = {}) {
  return {
    kind: "paymentConfirmation" as const,
    dedupeKey: key,
    recipient: "anna.petrova@example.ru",
    language: "ru",
    subject: "",
    textBody: "",
    htmlBody: "",
    facts: { registrationId: key, race: "Полумарафон 21,1 км" },
    createdAt: at,
    nextAttemptAt: at,
    ...extra,
  };
}

describe.each(DRIVERS)("insertRows (%s)", (driver) => {
  const database = migratedDatabase(driver);

  it("writes one statement text whatever the number of rows, where .values() writes one per count", () => {
    const one = insertRowsQuery(database().db, sandboxPayments, [sandboxRow(1)]).toSQL();
    const three = insertRowsQuery(
      database().db,
      sandboxPayments,
      [1, 2, 3].map(sandboxRow),
    ).toSQL();
    expect(three.sql).toBe(one.sql);
    expect(three.params).toHaveLength(1);
    const valuesOne = database()
      .db.insert(sandboxPayments)
      .values([sandboxRow(1)])
      .toSQL();
    const valuesThree = database()
      .db.insert(sandboxPayments)
      .values([1, 2, 3].map(sandboxRow))
      .toSQL();
    expect(valuesThree.sql).not.toBe(valuesOne.sql);
  });

  it("stores every value as .values() does and returns the rows as Drizzle reads them", async () => {
    const rows = [1, 2, 3].map(sandboxRow);
    const returned = await insertRowsReturning(database().db, sandboxPayments, rows);
    expect(returned).toEqual(rows.map((row) => ({ ...row, cardLast4: null })));
    const read = await database()
      .db.select()
      .from(sandboxPayments)
      .where(
        inArray(
          sandboxPayments.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(sandboxPayments.id);
    expect(read).toEqual(returned);
  });

  it("gives a column left out its default: the identity drawn, the SQL and literal defaults", async () => {
    await insertRows(database().db, outboxMessages, [mail("json-a"), mail("json-b")]);
    const read = await database()
      .db.select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.dedupeKey, ["json-a", "json-b"]))
      .orderBy(outboxMessages.id);
    expect(read.map((row) => [row.dedupeKey, row.attempts, row.attachments, row.sentAt])).toEqual([
      ["json-a", 0, [], null],
      ["json-b", 0, [], null],
    ]);
    expect(read[1]?.id).toBeGreaterThan(read[0]?.id ?? Infinity);
    expect(read[0]?.facts).toEqual({ registrationId: "json-a", race: "Полумарафон 21,1 км" });
    expect(read[0]?.createdAt).toEqual(at);
  });

  it("skips a key already stored, changing nothing of it; the new ones go in", async () => {
    await insertRows(database().db, outboxMessages, [
      mail("json-c", { recipient: "first@example.ru" }),
    ]);
    await insertRowsSkippingStored(
      database().db,
      outboxMessages,
      [mail("json-c", { recipient: "second@example.ru" }), mail("json-d")],
      outboxMessages.dedupeKey,
    );
    const read = await database()
      .db.select({ key: outboxMessages.dedupeKey, recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(inArray(outboxMessages.dedupeKey, ["json-c", "json-d"]))
      .orderBy(outboxMessages.dedupeKey);
    expect(read).toEqual([
      { key: "json-c", recipient: "first@example.ru" },
      { key: "json-d", recipient: "anna.petrova@example.ru" },
    ]);
  });

  it("rows that set different columns each get their own defaults, through .values()", async () => {
    const withAttempts = mail("json-e", { attempts: 2 });
    const rows = [withAttempts, mail("json-f")];
    expect(
      insertRowsQuery(database().db, outboxMessages, rows).toSQL().params.length,
    ).toBeGreaterThan(2);
    await insertRows(database().db, outboxMessages, rows);
    const read = await database()
      .db.select({ key: outboxMessages.dedupeKey, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(inArray(outboxMessages.dedupeKey, ["json-e", "json-f"]))
      .orderBy(outboxMessages.dedupeKey);
    expect(read).toEqual([
      { key: "json-e", attempts: 2 },
      { key: "json-f", attempts: 0 },
    ]);
  });

  it("stores a lone surrogate as U+FFFD, as .values() does, where jsonb alone would refuse it", async () => {
    const row = { ...sandboxRow(6), description: "Забег \ud800 «Ночь»" };
    await insertRows(database().db, sandboxPayments, [row]);
    const [read] = await database()
      .db.select({ description: sandboxPayments.description })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, row.id));
    expect(read?.description).toBe("Забег \ufffd «Ночь»");
  });

  it("refuses a batch with a row that breaks a rule, storing none of it", async () => {
    const bad = { ...sandboxRow(4), amountKopecks: 0 };
    await expect(
      insertRows(database().db, sandboxPayments, [sandboxRow(5), bad]),
    ).rejects.toThrow();
    const read = await database()
      .db.select({ id: sandboxPayments.id })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, sandboxRow(5).id));
    expect(read).toEqual([]);
  });
});
