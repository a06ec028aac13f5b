import type { CoreDb } from "../../db/database";
import type { PaymentProvider } from "./port/provider-port";

/** What the payment services need: the database, the business clock and the acquirer. */
export interface PaymentDeps {
  db: CoreDb;
  now: () => Date;
  provider: PaymentProvider;
}

/** The "provider" of an order that costs nothing: paid at once, no acquirer involved. */
export const FREE_ORDER_PROVIDER = "free";
