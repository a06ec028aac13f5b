import { and, eq } from "drizzle-orm";
import {
  insuranceTypeSchema,
  sportTypeSchema,
  type Policy,
  type PolicyRequestInput,
  type PolicyRequestResult,
  moscowDate,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { policyRequests } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";
import { changeDraftLine } from "./cart-lines";
import { availableFor, offeredOptions, type OptionRow } from "./option-queries";
import { changeOrder, orderTarget, type OrderDeps } from "./order-change";
import type { RaceRecord } from "../race/race-queries";
import type { RegistrationRecord } from "../record/registration-queries";

/**
 * The race's insurance offer the request names. Each term that matches no offer is reported at its
 * field; the start date must be the race day (the policy covers it alone).
 */
function matchingOffer(
  offered: OptionRow[],
  record: RaceRecord,
  input: PolicyRequestInput,
): OptionRow {
  const insurance = offered.filter((o) => o.kind === "insurance");
  const fields: Record<string, string> = {};
  const bySport = insurance.filter((o) => o.insuranceSport === input.sport);
  if (bySport.length === 0) fields.sport = "field.invalid";
  const byType = bySport.filter((o) => o.insuranceType === input.type);
  if (bySport.length > 0 && byType.length === 0) fields.type = "field.invalid";
  const offer = byType.find((o) => o.insuranceSumInsuredKopecks === input.sumInsuredKopecks);
  if (byType.length > 0 && !offer) fields.sumInsuredKopecks = "field.invalid";
  if (input.startDate !== moscowDate(record.race.startsAt)) fields.startDate = "field.invalid";
  if (!offer || Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", fields);
  return offer;
}

async function storedPolicy(
  db: CoreDb,
  registration: RegistrationRecord,
  option: OptionRow,
): Promise<Policy> {
  const rows = await db
    .select()
    .from(policyRequests)
    .where(
      and(
        eq(policyRequests.registrationId, registration.id),
        eq(policyRequests.optionId, option.id),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row)
    throw new Error(`Insurance line ${option.code} of ${registration.id} has no policy request`);
  return {
    productCode: option.code,
    sport: sportTypeSchema.parse(row.sport),
    type: insuranceTypeSchema.parse(row.insuranceType),
    startDate: row.startDate,
    endDate: row.endDate,
    periodDays: 1 + Math.round((Date.parse(row.endDate) - Date.parse(row.startDate)) / 86_400_000),
    sumInsuredKopecks: row.sumInsuredKopecks,
    premiumKopecks: row.premiumKopecks,
  };
}

/**
 * POST /Register/ApiPolicyRequest: a policy for the race day (sport, type, start date, sum
 * insured, 1-day period) from the race's insurance offers, put in the cart (its stock taken like
 * any option's). Asking again for a policy already in the cart answers it unchanged.
 */
export async function requestPolicy(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: PolicyRequestInput,
): Promise<PolicyRequestResult> {
  let policy: Policy | undefined;
  const cart = await changeOrder(
    deps,
    orderTarget(scope, user, input),
    async (tx, registration, record) => {
      const offer = matchingOffer(await offeredOptions(tx, registration), record, input);
      const inCart = await tx
        .select()
        .from(policyRequests)
        .where(
          and(
            eq(policyRequests.registrationId, registration.id),
            eq(policyRequests.optionId, offer.id),
          ),
        )
        .limit(1);
      if (inCart.length === 0) {
        if (availableFor(offer, 0) === 0) throw new AppError("OUT_OF_STOCK");
        await changeDraftLine(deps, tx, registration, record, { option: offer, from: 0, to: 1 });
      }
      policy = await storedPolicy(tx, registration, offer);
      return undefined;
    },
  );
  if (!policy) throw new Error("The policy request finished without a policy");
  return { policy, cart };
}
