import { and, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import {
  currentPriceKopecks,
  fieldErrorsFromIssues,
  paymentDeadline,
  participantFormSchemaFor,
  saveRegistrationEnvelopeSchema,
  type SavedRegistration,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { registrations, uploadedImages } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../account/queries";
import { isHolding } from "./effective-state";
import { checkedPromo } from "./promo-check";
import type { RaceDirectory } from "./race-directory";
import { participantSettingsOf } from "./race-form-settings";
import { findRace, type RaceRecord } from "./race-queries";
import { customPriceOf } from "./race-views";
import { assertChangeable, findLiveRegistration, findOwnRegistration } from "./registration-queries";
import { releaseHolds } from "./release";
import type { SlotTaker } from "./slot-taker";
import type { NewRegistration, NoSlotFacts } from "./take-slot";

export interface FormDeps {
  db: CoreDb;
  races: RaceDirectory;
  slots: SlotTaker;
  now: () => Date;
}

/** Building a race's form schema costs more than checking a form with it: once per cached race record. */
const participantSchemas = new WeakMap<RaceRecord, ReturnType<typeof participantFormSchemaFor>>();
function participantSchemaOf(record: RaceRecord): ReturnType<typeof participantFormSchemaFor> {
  let schema = participantSchemas.get(record);
  if (!schema) {
    schema = participantFormSchemaFor(participantSettingsOf(record.form));
    participantSchemas.set(record, schema);
  }
  return schema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function relayProblem(record: RaceRecord, position: number | null | undefined): string | null {
  if (position === null || position === undefined) return null;
  const stages = record.race.isRelay ? (record.race.relayStageCount ?? 0) : 0;
  return position > stages ? "field.invalid" : null;
}

async function assertOwnImage(db: CoreDb, imageId: string | null | undefined, userId: string): Promise<void> {
  if (!imageId) return;
  const rows = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.userId, userId)))
    .limit(1);
  if (!rows[0]) throw new AppError("VALIDATION_FAILED", { imageId: "field.invalid" });
}

/** The slot's price when the registration is made: the tier in force, or, on a "pay what you want" race, that clamped into its bounds. */
function slotPrice(record: RaceRecord, now: Date): number {
  const tier = currentPriceKopecks(record.tiers, now);
  const bounds = customPriceOf(record.race);
  return bounds ? Math.min(Math.max(tier, bounds.minKopecks), bounds.maxKopecks) : tier;
}

/**
 * POST /Register/ApiSaveRegistration. Every bad field is reported at once: the envelope's and the
 * participant form's (participantFormSchemaFor with the race's settings). Without a
 * registrationId a draft is created and its slot taken (takeSlot); with one, the own draft's form
 * is replaced.
 */
export async function saveRegistration(deps: FormDeps, scope: string | null, user: UserRow, body: unknown): Promise<SavedRegistration> {
  if (!isRecord(body)) throw new AppError("VALIDATION_FAILED");
  const envelope = saveRegistrationEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    const fields = fieldErrorsFromIssues(envelope.error.issues);
    if (fields.eventCode || fields.raceCode) throw new AppError("VALIDATION_FAILED", fields);
  }
  const record = await deps.races.get(scope, String(body.eventCode), String(body.raceCode));
  const participant = participantSchemaOf(record).safeParse(body);
  const fields: Record<string, string> = {
    ...(participant.success ? {} : fieldErrorsFromIssues(participant.error.issues)),
    ...(envelope.success ? {} : fieldErrorsFromIssues(envelope.error.issues)),
  };
  const relay = relayProblem(record, envelope.data?.relayPosition);
  if (relay) fields.relayPosition = relay;
  if (!envelope.success || !participant.success || Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", fields);
  const input = envelope.data;
  const form = participant.data;
  await assertOwnImage(deps.db, input.imageId, user.id);
  const stored = {
    participant: form,
    documentType: form.documentType ?? null,
    documentNumber: form.documentType && form.documentNumber ? form.documentNumber : null,
    relayPosition: input.relayPosition ?? null,
    imageId: input.imageId ?? null,
  };
  if (input.registrationId) return updateDraft(deps, record, user, input.registrationId, stored);
  return createDraft(deps, record, user, input.promoCode ?? "", stored);
}

type StoredForm = Pick<NewRegistration, "participant" | "documentType" | "documentNumber" | "relayPosition" | "imageId">;

function saved(id: string, state: SavedRegistration["state"], createdAt: Date): SavedRegistration {
  return { registrationId: id, state, createdAt: createdAt.toISOString(), paymentDeadline: paymentDeadline(createdAt).toISOString() };
}

async function createDraft(deps: FormDeps, record: RaceRecord, user: UserRow, promoInput: string, form: StoredForm): Promise<SavedRegistration> {
  const now = deps.now();
  const promo = record.race.promoRequired || promoInput !== "" ? await checkedPromo(deps.db, record, promoInput, now) : null;
  const attempt: NewRegistration = {
    ...form,
    userId: user.id,
    raceId: record.race.id,
    now,
    expiresAt: paymentDeadline(now),
    promoCodeId: promo?.id ?? null,
    slotPriceKopecks: slotPrice(record, now),
    commissionBasisPoints: record.event.commissionBasisPoints,
  };
  let result = await deps.slots.take(attempt);
  // Registrations whose window closed keep their slot (or block the person's index entry) until
  // swept; rather than wait for the sweeper, sweep them now and try once more.
  if (!result.ok && result.reason === "alreadyRegistered" && (await releaseTimedOut(deps.db, user.id, record.race.id, now))) {
    result = await deps.slots.take(attempt);
  } else if (!result.ok && result.reason === "noSlot" && mayHaveTimedOut(result.facts) && (await releaseRaceTimedOut(deps.db, record.race.id, now)) > 0) {
    result = await deps.slots.take(attempt);
  }
  if (result.ok) return saved(result.id, "draft", now);
  switch (result.reason) {
    case "alreadyRegistered":
      throw new AppError("ALREADY_REGISTERED");
    case "promoUsedUp":
      throw new AppError("VALIDATION_FAILED", { promoCode: "promo.applyFailed" });
    case "noSlot":
      throw new AppError(result.facts ? (result.facts.closed ? "REGISTRATION_CLOSED" : "SOLD_OUT") : await whyNoSlot(deps.db, record, now));
  }
}

/** Unknown facts (a take that could not tell) mean: look. */
function mayHaveTimedOut(facts: NoSlotFacts | undefined): boolean {
  return facts?.timedOutHolds ?? true;
}

async function releaseTimedOut(db: CoreDb, userId: string, raceId: number, now: Date): Promise<boolean> {
  const live = await findLiveRegistration(db, userId, raceId, now);
  if (!live || !isHolding(live.state) || live.effective === live.state) return false;
  const where = sql`id = ${live.id}::uuid and expires_at <= ${now.toISOString()}::timestamptz`;
  await releaseHolds(db, { where, now, skipLocked: false, limit: 1 });
  return true;
}

/** Releases the race's registrations whose window closed; a sold-out race in a rush mostly has none, found by one read. */
async function releaseRaceTimedOut(db: CoreDb, raceId: number, now: Date): Promise<number> {
  const where = sql`race_id = ${raceId} and state in ('draft', 'awaitingPayment') and expires_at <= ${now.toISOString()}::timestamptz`;
  const due = await queryRows(db, sql`select 1 as due from registrations where ${where} limit 1`, z.object({ due: z.number() }));
  if (due.length === 0) return 0;
  return (await releaseHolds(db, { where, now, skipLocked: true, limit: 500 })).length;
}

/** Why the take found no slot, read fresh: the race stopped taking registrations, or it is full. */
async function whyNoSlot(db: CoreDb, record: RaceRecord, now: Date): Promise<"REGISTRATION_CLOSED" | "SOLD_OUT"> {
  const fresh = await findRace(db, null, record.event.code, record.race.code);
  const { race } = fresh;
  const open = race.onlineRegistration && race.registrationOpensAt <= now && race.registrationClosesAt > now;
  return open ? "SOLD_OUT" : "REGISTRATION_CLOSED";
}

async function updateDraft(deps: FormDeps, record: RaceRecord, user: UserRow, id: string, form: StoredForm): Promise<SavedRegistration> {
  const now = deps.now();
  const own = await findOwnRegistration(deps.db, id, user.id, now);
  if (own.raceId !== record.race.id) throw new AppError("NOT_FOUND");
  assertChangeable(own);
  const rows = await deps.db
    .update(registrations)
    .set({ ...form, updatedAt: now })
    .where(and(eq(registrations.id, id), eq(registrations.state, "draft"), gt(registrations.expiresAt, now)))
    .returning({ id: registrations.id, createdAt: registrations.createdAt });
  const row = rows[0];
  if (!row) {
    assertChangeable(await findOwnRegistration(deps.db, id, user.id, deps.now()));
    throw new AppError("INVALID_STATE");
  }
  return saved(row.id, "draft", row.createdAt);
}
