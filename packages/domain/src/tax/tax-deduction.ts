import { z } from "zod";

/** Years a deduction can be claimed for (SPEC §3, §9: 2024 only). */
export const TAX_DEDUCTION_YEARS = [2024] as const;
export type TaxDeductionYear = (typeof TAX_DEDUCTION_YEARS)[number];

/** Who paid for the slots. */
export const TAX_DEDUCTION_PAYERS = ["MY_SELF", "SPOUSE"] as const;
export type TaxDeductionPayer = (typeof TAX_DEDUCTION_PAYERS)[number];

/** Whose participation the deduction is for. */
export const TAX_DEDUCTION_BENEFICIARIES = ["MY_SELF", "KIDS"] as const;
export type TaxDeductionBeneficiary = (typeof TAX_DEDUCTION_BENEFICIARIES)[number];

/** Why a request is refused (SPEC §3); the front translates each. */
export const TAX_DEDUCTION_REJECTION_CODES = [
  "MYSELF_DONT_BUY_SLOTS",
  "MYSELF_DONT_EXIST_SLOTS",
  "ALREADY_SUBMITTED_SELECTED_PAYER",
  "ALREADY_SUBMITTED_MYSELF",
  "ALREADY_SUBMITTED_CHILDREN",
  "NO_CHILDREN_SLOTS",
] as const;
export type TaxDeductionRejectionCode = (typeof TAX_DEDUCTION_REJECTION_CODES)[number];
export const taxDeductionRejectionCodeSchema = z.enum(TAX_DEDUCTION_REJECTION_CODES);

export const taxDeductionRequestSchema = z.object({
  year: z.literal(TAX_DEDUCTION_YEARS, { error: "code.notSelected" }),
  payer: z.enum(TAX_DEDUCTION_PAYERS, { error: "code.notSelected" }),
  beneficiary: z.enum(TAX_DEDUCTION_BENEFICIARIES, { error: "code.notSelected" }),
});
export type TaxDeductionRequest = z.infer<typeof taxDeductionRequestSchema>;
