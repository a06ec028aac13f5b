import { createFileRoute } from "@tanstack/react-router";
import { TaxDeductionPage } from "../../features/tax/tax-deduction-page";

/**
 * `/tax-deduction` (SPEC §2, issue 10): its own focused layout, behind the login gate of `_authed`
 * (an anonymous person goes to login and comes back here).
 */
export const Route = createFileRoute("/_authed/tax-deduction")({
  staticData: { layout: "tax-deduction" },
  component: TaxDeductionPage,
});
