import { sql } from "drizzle-orm";
import type { CoreDb } from "./database";

/** What Drizzle's prepared queries and sessions hold for both drivers (node-postgres, PGlite). */
interface WithClient {
  client: unknown;
}

/** The handle's driver session: the pool, or the connection a transaction holds. */
function sessionOf(db: CoreDb): WithClient {
  return (db as unknown as { _: { session: WithClient } })._.session;
}

/**
 * A hot read as a named prepared statement, built ONCE per process and driver: Drizzle does not
 * build its SQL again for any call, and PostgreSQL parses and plans it once per connection
 * (issue 9 item 5: building the payment path's reads was most of core's CPU). A transaction is a
 * handle of its own: the one prepared query is bound to the transaction's connection (Drizzle's
 * prepared queries of both drivers send through their `client`), so a read inside a transaction
 * is not built again either. `name` must be unique to the statement's text (node-postgres keeps
 * one per name and connection).
 */
export function preparedPerDb<Prepared extends object>(
  build: (db: CoreDb) => Prepared,
): (db: CoreDb) => Prepared {
  // The SQL and the result mapping are the same for every handle; the class differs per driver.
  const builtPerDriver = new Map<unknown, Prepared>();
  const boundPerHandle = new WeakMap<CoreDb, Prepared>();
  return (db) => {
    let bound = boundPerHandle.get(db);
    if (bound === undefined) {
      const session = sessionOf(db);
      let built = builtPerDriver.get(session.constructor);
      if (built === undefined) {
        built = build(db);
        builtPerDriver.set(session.constructor, built);
      }
      const client: WithClient = { client: session.client };
      bound = Object.assign(Object.create(built) as Prepared, client);
      boundPerHandle.set(db, bound);
    }
    return bound;
  };
}

/**
 * The run's instant in a prepared update's `.set()`, bound at each run as `now` (a column's value
 * there takes SQL, not a bare placeholder).
 */
export const NOW_AT_RUN = sql`${sql.placeholder("now")}`;
