import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import {
  certificateParties,
  parseCalendarDay,
  type CalendarDay,
  type CertificateParties,
  type FamilyRelation,
  type TaxDeductionBeneficiary,
  type TaxDeductionPayer,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { familyMembers, users } from "../../db/schema";
import { AppError } from "../../http/app-error";

/** A person the request names, with what the certificate and the page need of them. */
export interface TaxPersonRecord {
  readonly userId: string;
  readonly lastName: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly birthDate: CalendarDay | null;
}

export interface ResolvedRequest {
  readonly requester: TaxPersonRecord;
  /** The spouse's account, when they have one in the requester's family group. */
  readonly spouse: TaxPersonRecord | null;
  readonly children: readonly TaxPersonRecord[];
  readonly parties: CertificateParties;
  /** `user:<id>`, or `spouse-of:<requester>` for a declared spouse without an account. */
  readonly taxpayerKey: string;
  readonly taxpayerUserId: string | null;
}

export interface RequestPeople {
  readonly payer: TaxDeductionPayer;
  readonly beneficiary: TaxDeductionBeneficiary;
  readonly childIds: readonly string[];
  readonly spouseUserId?: string | undefined;
  /** The spouse's birth date as typed on submit, when they have no account. */
  readonly spouseBirthDate?: CalendarDay | undefined;
}

/**
 * Who stands behind an id the requester has no account of: the declared spouse without an
 * account. Their payments cannot be found (they have none here), they run in no race here.
 */
export const spouseWithoutAccountId = (requesterId: string): string => `spouse-of:${requesterId}`;

/**
 * A birth date nobody's eligibility reads: a taxpayer served as "self" is never age-checked, and
 * the domain's party needs a valid day.
 */
const UNREAD_BIRTH_DATE: CalendarDay = { year: 1900, month: 1, day: 1 };

/** The relation a member needs in the requester's group to be named in each role (decision 0042). */
const AS_SPOUSE: FamilyRelation = "spouse";
const AS_CHILD: FamilyRelation = "child";

const birthRowSchema = z.object({ user_id: z.string(), birth_date: z.string().nullable() });

async function loadPeople(
  db: CoreDb,
  ids: readonly string[],
): Promise<Map<string, TaxPersonRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profile: users.profile,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  // A child's birth date: their profile's, else the one on their latest registration's form.
  const births = await queryRows(
    db,
    sql`select u.id::text as user_id,
               coalesce(nullif(u.profile->>'birthDate', ''),
                        (select g.participant->>'birthDate' from registrations g
                          where g.user_id = u.id and g.participant ? 'birthDate'
                          order by g.created_at desc limit 1)) as birth_date
          from users u where u.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    birthRowSchema,
  );
  const birthOf = new Map(births.map((b) => [b.user_id, b.birth_date]));
  const people = new Map<string, TaxPersonRecord>();
  for (const row of rows) {
    const profile = z.object({ patronymic: z.string().optional() }).safeParse(row.profile);
    const patronymic = profile.success ? (profile.data.patronymic ?? "").trim() : "";
    const birth = birthOf.get(row.id);
    people.set(row.id, {
      userId: row.id,
      lastName: row.lastName,
      firstName: row.firstName,
      middleName: patronymic === "" ? null : patronymic,
      birthDate: birth ? parseCalendarDay(birth) : null,
    });
  }
  return people;
}

/**
 * The request's people, checked against the records: the spouse's account and every child must be
 * in the requester's family group as their spouse and their child (the relation the requester gave
 * them, decision 0042), a child must have a birth date on record and be neither the requester nor
 * the spouse. Someone outside the group is `field.invalid`, a member of another relation
 * `family.notSpouse` / `family.notChild` (the page says where to change it). A failure is
 * VALIDATION_FAILED naming the field; nothing is written.
 */
export async function resolveRequest(
  db: CoreDb,
  requesterId: string,
  request: RequestPeople,
): Promise<ResolvedRequest> {
  const childIds = request.beneficiary === "KIDS" ? [...new Set(request.childIds)] : [];
  const spouseUserId = request.spouseUserId;
  const named = [...childIds, ...(spouseUserId ? [spouseUserId] : [])];
  const relations = new Map<string, string>(
    named.length === 0
      ? []
      : (
          await db
            .select({ id: familyMembers.memberUserId, relation: familyMembers.relation })
            .from(familyMembers)
            .where(
              and(
                eq(familyMembers.ownerUserId, requesterId),
                inArray(familyMembers.memberUserId, named),
              ),
            )
        ).map((m) => [m.id, m.relation]),
  );
  const fields: Record<string, string> = {};
  if (spouseUserId) {
    const relation = relations.get(spouseUserId);
    if (relation === undefined || spouseUserId === requesterId)
      fields.spouseUserId = "field.invalid";
    else if (relation !== AS_SPOUSE) fields.spouseUserId = "family.notSpouse";
  }
  request.childIds.forEach((id, index) => {
    if (request.beneficiary !== "KIDS") return;
    const relation = relations.get(id);
    if (relation === undefined || id === spouseUserId || id === requesterId)
      fields[`childIds.${index}`] = "field.invalid";
    else if (relation !== AS_CHILD) fields[`childIds.${index}`] = "family.notChild";
  });
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", fields);

  const people = await loadPeople(db, [requesterId, ...named]);
  const requester = people.get(requesterId);
  if (!requester) throw new AppError("UNAUTHORIZED");
  const spouse = spouseUserId ? (people.get(spouseUserId) ?? null) : null;
  const children = childIds.map((id) => people.get(id)).filter((c) => c !== undefined);
  childIds.forEach((id, index) => {
    if (!people.get(id)?.birthDate) fields[`childIds.${index}`] = "birthDate.required";
  });
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", fields);

  const spouseParty =
    request.payer === "SPOUSE" || spouse
      ? {
          personId: spouse?.userId ?? spouseWithoutAccountId(requesterId),
          birthDate: spouse?.birthDate ?? request.spouseBirthDate ?? UNREAD_BIRTH_DATE,
        }
      : null;
  const parties = certificateParties(
    request,
    { personId: requesterId, birthDate: requester.birthDate ?? UNREAD_BIRTH_DATE },
    spouseParty,
    children.map((c) => ({ personId: c.userId, birthDate: c.birthDate ?? UNREAD_BIRTH_DATE })),
  );
  const taxpayerUserId = request.payer === "MY_SELF" ? requesterId : spouse ? spouse.userId : null;
  return {
    requester,
    spouse,
    children,
    parties,
    taxpayerKey: taxpayerUserId ? `user:${taxpayerUserId}` : spouseWithoutAccountId(requesterId),
    taxpayerUserId,
  };
}
