import type { CoreDb } from "../database";

/** What `db.transaction` hands its callback; seed steps take it so they run inside one transaction. */
export type CoreTx = Parameters<Parameters<CoreDb["transaction"]>[0]>[0];
