import { and, eq, gt } from "drizzle-orm";
import {
  fieldErrorsFromIssues,
  type ParticipantForm,
  participantFormSchemaFor,
  saveRegistrationEnvelopeSchema,
  type SavedRegistration,
} from "@reg/domain";
import { registrations } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";
import { assertOwnImage } from "../../images";
import { assertRelaySeat } from "../../teams";
import { createDraft, saved, type DraftDeps, type StoredForm } from "../slot-take/create-draft";
import type { RaceDirectory } from "../race/race-directory";
import { participantSettingsOf } from "../race/race-form-settings";
import type { RaceRecord } from "../race/race-queries";
import { assertChangeable, findOwnRegistration } from "../record/registration-queries";
import { chosenParticipant } from "./participant-choice";
import { inputOfCaller, type SessionCaller } from "../caller/session-caller";

export interface FormDeps extends DraftDeps {
  races: RaceDirectory;
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

/** A participant form checked with its race's settings: what to store, or every bad field's message id. */
export type CheckedParticipantForm =
  { ok: true; form: ParticipantForm } | { ok: false; fields: Record<string, string> };

/**
 * Checks the participant form's fields in `body` (flat, as ApiSaveRegistration takes them) with
 * the race's rules (participantFormSchemaFor), answering every bad field at once. The captain of
 * a captain-paid team stores their members' forms with it too (decision 0026 §7).
 */
export function checkParticipantForm(record: RaceRecord, body: unknown): CheckedParticipantForm {
  const participant = participantSchemaOf(record).safeParse(body);
  return participant.success
    ? { ok: true, form: participant.data }
    : { ok: false, fields: fieldErrorsFromIssues(participant.error.issues) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function relayProblem(record: RaceRecord, position: number | null | undefined): string | null {
  if (position === null || position === undefined) return null;
  const stages = record.race.isRelay ? (record.race.relayStageCount ?? 0) : 0;
  return position > stages ? "field.invalid" : null;
}

interface ReadForm {
  record: RaceRecord;
  registrationId: string | undefined;
  promoCode: string;
  /** Someone else's registration: their account's e-mail (decision 0030). */
  participantEmail: string | undefined;
  form: StoredForm;
}

/** The body checked: every bad field at once, the envelope's and the participant form's (participantFormSchemaFor with the race's settings). */
async function readForm(deps: FormDeps, scope: string | null, body: unknown): Promise<ReadForm> {
  if (!isRecord(body)) throw new AppError("VALIDATION_FAILED");
  const envelope = saveRegistrationEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    const fields = fieldErrorsFromIssues(envelope.error.issues);
    if (fields.eventCode || fields.raceCode) throw new AppError("VALIDATION_FAILED", fields);
  }
  const record = await deps.races.get(scope, String(body.eventCode), String(body.raceCode));
  const participant = checkParticipantForm(record, body);
  const fields: Record<string, string> = {
    ...(participant.ok ? {} : participant.fields),
    ...(envelope.success ? {} : fieldErrorsFromIssues(envelope.error.issues)),
  };
  const relay = relayProblem(record, envelope.data?.relayPosition);
  if (relay) fields.relayPosition = relay;
  if (!envelope.success || !participant.ok || Object.keys(fields).length > 0)
    throw new AppError("VALIDATION_FAILED", fields);
  const input = envelope.data;
  const form = participant.form;
  return {
    record,
    registrationId: input.registrationId,
    promoCode: input.promoCode ?? "",
    participantEmail: input.participantEmail,
    form: {
      participant: form,
      documentType: form.documentType ?? null,
      documentNumber: form.documentType && form.documentNumber ? form.documentNumber : null,
      relayPosition: input.relayPosition ?? null,
      imageId: input.imageId ?? null,
    },
  };
}

/**
 * POST /Register/ApiSaveRegistration. Without a registrationId a draft is created and its slot
 * taken (createDraft); with one, the own draft's form is replaced. A missing session is 401 before
 * anything the body says: the person is looked up first whenever the body is refused, and on the
 * rush's path (no promo code, no image) the take's statement checks the session itself.
 */
export async function saveRegistration(
  deps: FormDeps,
  scope: string | null,
  caller: SessionCaller,
  body: unknown,
): Promise<SavedRegistration> {
  const read = await inputOfCaller(caller, () => readForm(deps, scope, body));
  if (read.form.imageId) await assertOwnImage(deps.db, read.form.imageId, (await caller.user()).id);
  // A relay race that takes teams registers its teams' members only, each on their own stage.
  if (read.record.race.isRelay)
    await assertRelaySeat(
      deps.db,
      read.record.race.id,
      (await caller.user()).id,
      read.form.relayPosition,
    );
  if (read.registrationId)
    return updateDraft(deps, read.record, await caller.user(), read.registrationId, read.form);
  if (read.participantEmail !== undefined) {
    const chosen = await chosenParticipant(deps.db, await caller.user(), read.participantEmail);
    if (chosen)
      return createDraft(deps, read.record, caller, read.promoCode, read.form, chosen.user.id);
  }
  return createDraft(deps, read.record, caller, read.promoCode, read.form);
}

async function updateDraft(
  deps: FormDeps,
  record: RaceRecord,
  user: UserRow,
  id: string,
  form: StoredForm,
): Promise<SavedRegistration> {
  const now = deps.now();
  const own = await findOwnRegistration(deps.db, id, user.id, now);
  if (own.raceId !== record.race.id) throw new AppError("NOT_FOUND");
  assertChangeable(own);
  const rows = await deps.db
    .update(registrations)
    .set({ ...form, updatedAt: now })
    .where(
      and(
        eq(registrations.id, id),
        eq(registrations.state, "draft"),
        gt(registrations.expiresAt, now),
      ),
    )
    .returning({ id: registrations.id, createdAt: registrations.createdAt });
  const row = rows[0];
  if (!row) {
    assertChangeable(await findOwnRegistration(deps.db, id, user.id, deps.now()));
    throw new AppError("INVALID_STATE");
  }
  return saved(row.id, "draft", row.createdAt);
}
