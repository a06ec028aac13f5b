import type { CoreDb } from "../../db/database";
import type { CoreMetrics } from "../../metrics/core-metrics";
import type { PaymentProvider } from "./port/provider-port";
import type { AcquirerIdWrites } from "./attempts/acquirer-ids";
import type { RaceRecords } from "../registration";

/** What the payment services need: the database, the business clock and the acquirer. */
export interface PaymentDeps {
  db: CoreDb;
  now: () => Date;
  provider: PaymentProvider;
  metrics: CoreMetrics;
  /** Races by id, cached: the batched calls' orders find theirs here. */
  races: RaceRecords;
  /** Keeps the acquirer's ids of the attempts it opens, several in one statement. */
  acquirerIds: AcquirerIdWrites;
}

/** What writing an attempt needs of the acquirer: its name and the methods it takes. */
export type AcquirerTerms = Pick<PaymentProvider, "name" | "methods">;

/** The "provider" of an order that costs nothing: paid at once, no acquirer involved. */
export const FREE_ORDER_PROVIDER = "free";
