import type { Kopecks } from "../payment/money";
import type { QualifyingGroup, TaxPreview } from "./eligibility";
import type { TaxDeductionBeneficiary, TaxDeductionRejectionCode } from "./tax-deduction";

/** A certificate already given out: the latest correction of its number. */
export interface IssuedCertificate {
  readonly id: string;
  readonly year: number;
  readonly organizerId: string;
  readonly number: number;
  readonly correction: number;
  readonly taxpayerId: string;
  readonly personServedId: string;
  readonly amountKopecks: Kopecks;
  /** The payment lines (TaxPreviewItem.lineId) it certifies. */
  readonly lineIds: readonly string[];
  /** "needsCorrection" once a refund touched a line it certifies. */
  readonly state: "issued" | "needsCorrection";
}

export interface GroupWithCertificate {
  readonly group: QualifyingGroup;
  readonly certificate: IssuedCertificate;
}

export type CertificatePlan =
  | {
      readonly kind: "rejected";
      readonly code: TaxDeductionRejectionCode;
      /** The certificates the code is about (ALREADY_SUBMITTED_*); empty for the others. */
      readonly certificates: readonly IssuedCertificate[];
    }
  | {
      readonly kind: "accepted";
      /** Groups with no certificate yet: each gets the organizer's next number, correction 000. */
      readonly toIssue: readonly QualifyingGroup[];
      /** Groups whose certificate no longer matches (amount, lines or a refund): next correction. */
      readonly toCorrect: readonly GroupWithCertificate[];
      /** Groups certified as they stand: shown again, not issued again. */
      readonly unchanged: readonly GroupWithCertificate[];
    };

function sameLines(group: QualifyingGroup, certificate: IssuedCertificate): boolean {
  const lines = new Set(group.items.map((i) => i.lineId));
  return (
    lines.size === certificate.lineIds.length && certificate.lineIds.every((id) => lines.has(id))
  );
}

/**
 * The answer to a request, from its preview and the certificates already given out (decision 0033):
 *
 * 1. MYSELF_DONT_BUY_SLOTS — the taxpayer's side paid nothing at all in the year.
 * 2. MYSELF_DONT_EXIST_SLOTS (beneficiary MY_SELF) / NO_CHILDREN_SLOTS (KIDS) — they paid, but no
 *    amount qualifies for the persons served; the preview's excluded items say why.
 * 3. ALREADY_SUBMITTED_SELECTED_PAYER — a qualifying line is already certified to another
 *    taxpayer (the other spouse): the same money is never certified twice; that certificate is
 *    corrected instead.
 * 4. ALREADY_SUBMITTED_MYSELF / ALREADY_SUBMITTED_CHILDREN — every qualifying group already has a
 *    certificate that matches it: nothing to issue or correct.
 *
 * Otherwise the groups split into those to issue, to correct and unchanged.
 */
export function planCertificates(
  preview: TaxPreview,
  beneficiary: TaxDeductionBeneficiary,
  issued: readonly IssuedCertificate[],
): CertificatePlan {
  if (!preview.taxpayerPaidInYear)
    return { kind: "rejected", code: "MYSELF_DONT_BUY_SLOTS", certificates: [] };
  if (preview.groups.length === 0) {
    const code = beneficiary === "KIDS" ? "NO_CHILDREN_SLOTS" : "MYSELF_DONT_EXIST_SLOTS";
    return { kind: "rejected", code, certificates: [] };
  }

  const ofYear = issued.filter((c) => c.year === preview.year);
  const qualifyingLines = new Set(preview.groups.flatMap((g) => g.items.map((i) => i.lineId)));
  const otherPayers = ofYear.filter(
    (c) => c.taxpayerId !== preview.taxpayerId && c.lineIds.some((id) => qualifyingLines.has(id)),
  );
  if (otherPayers.length > 0)
    return {
      kind: "rejected",
      code: "ALREADY_SUBMITTED_SELECTED_PAYER",
      certificates: otherPayers,
    };

  const toIssue: QualifyingGroup[] = [];
  const toCorrect: GroupWithCertificate[] = [];
  const unchanged: GroupWithCertificate[] = [];
  for (const group of preview.groups) {
    const certificate = ofYear.find(
      (c) =>
        c.taxpayerId === preview.taxpayerId &&
        c.organizerId === group.organizer.id &&
        c.personServedId === group.personServed.personId,
    );
    if (!certificate) toIssue.push(group);
    else if (
      certificate.state === "issued" &&
      certificate.amountKopecks === group.totalKopecks &&
      sameLines(group, certificate)
    )
      unchanged.push({ group, certificate });
    else toCorrect.push({ group, certificate });
  }

  if (toIssue.length === 0 && toCorrect.length === 0) {
    const code = beneficiary === "KIDS" ? "ALREADY_SUBMITTED_CHILDREN" : "ALREADY_SUBMITTED_MYSELF";
    return { kind: "rejected", code, certificates: unchanged.map((u) => u.certificate) };
  }
  return { kind: "accepted", toIssue, toCorrect, unchanged };
}
