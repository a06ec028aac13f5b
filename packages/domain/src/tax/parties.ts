import { InvalidInputError } from "../errors/invalid-input-error";
import type { CalendarDay } from "../time/calendar-day";
import type { PersonServed } from "./eligibility";
import type { TaxDeductionRequest } from "./tax-deduction";

/** A person the request names: an account of the platform or a declared spouse's record. */
export interface TaxParty {
  readonly personId: string;
  readonly birthDate: CalendarDay;
}

export interface CertificateParties {
  readonly taxpayerId: string;
  /** Whose payments count as the taxpayer's money. */
  readonly payerIds: readonly string[];
  readonly personsServed: readonly PersonServed[];
}

/**
 * Who is who in a request (decision 0033). The payer picks the taxpayer the certificates are made
 * out to: the requester (MY_SELF) or their declared spouse (SPOUSE), whose money is joint, so the
 * requester's payments count for the spouse and the spouse's for the requester. The beneficiary
 * picks the persons served: the taxpayer themself (MY_SELF — with SPOUSE, the spouse's own races)
 * or the chosen children (KIDS), taken as the taxpayer's children. A spouse is never served for
 * the other spouse: art. 219 p. 1 sub. 7 names the taxpayer, their children and wards only.
 */
export function certificateParties(
  request: Pick<TaxDeductionRequest, "payer" | "beneficiary">,
  requester: TaxParty,
  spouse: TaxParty | null,
  children: readonly TaxParty[],
): CertificateParties {
  let taxpayer: TaxParty;
  let payerIds: string[];
  switch (request.payer) {
    case "MY_SELF":
      taxpayer = requester;
      payerIds = spouse ? [requester.personId, spouse.personId] : [requester.personId];
      break;
    case "SPOUSE":
      if (!spouse) throw new InvalidInputError("a spouse payer needs the spouse's data");
      if (spouse.personId === requester.personId)
        throw new InvalidInputError("the spouse cannot be the requester");
      taxpayer = spouse;
      payerIds = [spouse.personId, requester.personId];
      break;
  }
  let personsServed: PersonServed[];
  switch (request.beneficiary) {
    case "MY_SELF":
      personsServed = [
        { personId: taxpayer.personId, relation: "self", birthDate: taxpayer.birthDate },
      ];
      break;
    case "KIDS": {
      const ids = new Set<string>();
      personsServed = [];
      for (const child of children) {
        if (child.personId === requester.personId || child.personId === spouse?.personId)
          throw new InvalidInputError("a parent cannot be served as a child");
        if (ids.has(child.personId)) continue;
        ids.add(child.personId);
        personsServed.push({
          personId: child.personId,
          relation: "child",
          birthDate: child.birthDate,
        });
      }
      break;
    }
  }
  return { taxpayerId: taxpayer.personId, payerIds, personsServed };
}
