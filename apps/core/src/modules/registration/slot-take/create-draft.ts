import { sql } from "drizzle-orm";
import { z } from "zod";
import { paymentDeadline, type SavedRegistration } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { AppError } from "../../../http/app-error";
import type { CoreMetrics, SlotTakeOutcome } from "../../../metrics/core-metrics";
import { isHolding } from "../record/effective-state";
import { checkedPromo } from "../promo/promo-check";
import { findRace, type RaceRecord } from "../race/race-queries";
import { findLiveRegistration } from "../record/registration-queries";
import { releaseHolds } from "../holds/release";
import type { SessionCaller } from "../caller/session-caller";
import { slotPrice } from "./slot-price";
import type { SlotTaker } from "./slot-taker";
import { takeSlot, type NewRegistration, type NoSlotFacts, type TakeResult } from "./take-slot";

/** What a new draft keeps of the participant form. */
export type StoredForm = Pick<
  NewRegistration,
  "participant" | "documentType" | "documentNumber" | "relayPosition" | "imageId"
>;

export interface DraftDeps {
  db: CoreDb;
  slots: SlotTaker;
  now: () => Date;
  metrics: CoreMetrics;
}

const OUTCOME_OF_CODE = {
  UNAUTHORIZED: "no_session",
  ALREADY_REGISTERED: "already_registered",
  VALIDATION_FAILED: "promo_used_up",
  REGISTRATION_CLOSED: "closed",
  SOLD_OUT: "sold_out",
} as const satisfies Record<string, SlotTakeOutcome>;

export function saved(
  id: string,
  state: SavedRegistration["state"],
  createdAt: Date,
  deadline = paymentDeadline(createdAt),
): SavedRegistration {
  return {
    registrationId: id,
    state,
    createdAt: createdAt.toISOString(),
    paymentDeadline: deadline.toISOString(),
  };
}

/**
 * Creates the draft and takes its slot. Without a promo code — the rush — through the race's
 * group commit, whose statement also checks the session; with one, the person is looked up first
 * and takeSlot takes the slot and the code's use together.
 */
export async function createDraft(
  deps: DraftDeps,
  record: RaceRecord,
  caller: SessionCaller,
  promoInput: string,
  form: StoredForm,
  /** Someone else's registration (decision 0030): the participant's account; the caller makes it. */
  participantId?: string,
): Promise<SavedRegistration> {
  const now = deps.now();
  const base = {
    ...form,
    raceId: record.race.id,
    now,
    expiresAt: paymentDeadline(now),
    slotPriceKopecks: slotPrice(record, now),
    commissionBasisPoints: record.event.commissionBasisPoints,
  };
  let take: () => Promise<TakeResult>;
  if (participantId !== undefined) {
    // Off the rush's group commit: the one statement takes the slot for the participant, whose
    // one-live-registration index refuses a second maker at the same time.
    const user = await caller.user();
    const promo =
      record.race.promoRequired || promoInput !== ""
        ? await checkedPromo(deps.db, record, promoInput, now)
        : null;
    take = () =>
      takeSlot(deps.db, {
        ...base,
        userId: participantId,
        madeByUserId: user.id,
        promoCodeId: promo?.id ?? null,
      });
  } else if (record.race.promoRequired || promoInput !== "") {
    const user = await caller.user();
    const promo = await checkedPromo(deps.db, record, promoInput, now);
    take = () => takeSlot(deps.db, { ...base, userId: user.id, promoCodeId: promo.id });
  } else {
    take = () => deps.slots.take({ ...base, sessionTokenHash: caller.tokenHash });
  }
  let result = await take();
  // Registrations whose window closed keep their slot (or block the person's index entry) until
  // swept; rather than wait for the sweeper, sweep them now and try once more.
  if (
    !result.ok &&
    result.reason === "alreadyRegistered" &&
    (await releaseTimedOut(deps.db, participantId ?? (await caller.user()).id, record.race.id, now))
  ) {
    result = await take();
  } else if (
    !result.ok &&
    result.reason === "noSlot" &&
    mayHaveTimedOut(result.facts) &&
    (await releaseRaceTimedOut(deps.db, record.race.id, now)) > 0
  ) {
    result = await take();
  }
  // One person's take (promo, someone else's registration) learns only "no slot": someone holding
  // the race's registration is told so, as the rush's batch tells them, not "sold out".
  if (!result.ok && result.reason === "noSlot" && result.facts === undefined) {
    const userId = participantId ?? (await caller.user()).id;
    const live = await findLiveRegistration(deps.db, userId, record.race.id, now);
    if (live && live.effective === live.state) result = { ok: false, reason: "alreadyRegistered" };
  }
  if (result.ok) {
    deps.metrics.slotTake("registration", "taken");
    return saved(result.id, "draft", now, base.expiresAt);
  }
  const code = await refusalOf(deps.db, record, now, result);
  deps.metrics.slotTake("registration", OUTCOME_OF_CODE[code]);
  throw code === "VALIDATION_FAILED"
    ? new AppError(code, { promoCode: "promo.applyFailed" })
    : new AppError(code);
}

/** The error code a take that took nothing answers with. */
async function refusalOf(
  db: CoreDb,
  record: RaceRecord,
  now: Date,
  result: Exclude<TakeResult, { ok: true }>,
): Promise<keyof typeof OUTCOME_OF_CODE> {
  switch (result.reason) {
    case "noSession":
      return "UNAUTHORIZED";
    case "alreadyRegistered":
      return "ALREADY_REGISTERED";
    case "promoUsedUp":
      return "VALIDATION_FAILED";
    case "noSlot":
      if (!result.facts) return whyNoSlot(db, record, now);
      return result.facts.closed ? "REGISTRATION_CLOSED" : "SOLD_OUT";
  }
}

/** Unknown facts (a take that could not tell) mean: look. */
function mayHaveTimedOut(facts: NoSlotFacts | undefined): boolean {
  return facts?.timedOutHolds ?? true;
}

async function releaseTimedOut(
  db: CoreDb,
  userId: string,
  raceId: number,
  now: Date,
): Promise<boolean> {
  const live = await findLiveRegistration(db, userId, raceId, now);
  if (!live || !isHolding(live.state) || live.effective === live.state) return false;
  const where = sql`id = ${live.id}::uuid and expires_at <= ${now.toISOString()}::timestamptz`;
  await releaseHolds(db, { where, now, skipLocked: false, limit: 1 });
  return true;
}

/** Releases the race's registrations whose window closed; a sold-out race in a rush mostly has none, found by one read. */
async function releaseRaceTimedOut(db: CoreDb, raceId: number, now: Date): Promise<number> {
  const where = sql`race_id = ${raceId} and state in ('draft', 'awaitingPayment') and expires_at <= ${now.toISOString()}::timestamptz`;
  const due = await queryRows(
    db,
    sql`select 1 as due from registrations where ${where} limit 1`,
    z.object({ due: z.number() }),
  );
  if (due.length === 0) return 0;
  return (await releaseHolds(db, { where, now, skipLocked: true, limit: 500 })).length;
}

/** Why a take that could not tell found no slot, read fresh: the race stopped taking registrations, or it is full. */
async function whyNoSlot(
  db: CoreDb,
  record: RaceRecord,
  now: Date,
): Promise<"REGISTRATION_CLOSED" | "SOLD_OUT"> {
  const fresh = await findRace(db, null, record.event.code, record.race.code);
  const { race } = fresh;
  const open =
    race.onlineRegistration && race.registrationOpensAt <= now && race.registrationClosesAt > now;
  return open ? "SOLD_OUT" : "REGISTRATION_CLOSED";
}
