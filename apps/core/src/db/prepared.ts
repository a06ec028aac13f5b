import type { CoreDb } from "./database";

/**
 * A hot read as a named prepared statement, built once per database handle: Drizzle does not
 * build its SQL again for every call, and PostgreSQL parses and plans it once per connection
 * instead of on every call (issue 9 item 5: the payment path's reads). A transaction is a handle
 * of its own, so a read inside one is built for it but still finds the statement parsed on its
 * connection. `name` must be unique to the statement's text (node-postgres keeps one per name).
 */
export function preparedPerDb<Prepared>(build: (db: CoreDb) => Prepared): (db: CoreDb) => Prepared {
  const built = new WeakMap<CoreDb, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
