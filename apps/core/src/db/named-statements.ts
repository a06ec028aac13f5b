import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * How many distinct statement texts get a name. Texts are few (Drizzle builds the same text for
 * the same call); ones that vary, such as an `in (…)` list of each length, stop getting names past
 * this, so neither the process nor a PostgreSQL connection collects prepared statements forever.
 */
const MAX_NAMED_TEXTS = 500;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/**
 * Names every parameterised statement after its text, so node-postgres parses it once per
 * connection and PostgreSQL plans it once there (a generic plan after five runs) instead of parsing
 * and planning it on every call. A statement log of one payment showed parse and bind taking 5–8
 * times the execution of its ~40 statements (issue 9 item 5). Statements without parameters keep
 * the simple protocol (several statements in one text, DDL); one already named keeps its name.
 */
export function nameStatementsByText(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_TEXTS) {
      name = `s_${createHash("sha1").update(text).digest("base64url")}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (...args: unknown[]): unknown => {
      const [config, values] = args;
      const text = typeof config === "string" ? config : textOfUnnamed(config);
      // Parameters come in the config (`{ text, values }`) or beside it (Drizzle, `query(text, values)`).
      const parameters = Array.isArray(values) ? values : valuesOf(config);
      const name = text !== undefined && parameters.length > 0 ? nameOf(text) : undefined;
      if (name === undefined) return query(...args);
      const base = typeof config === "string" ? {} : (config as object);
      const callback = Array.isArray(values) ? args.slice(2) : args.slice(1);
      return query({ ...base, text, values: parameters, name }, ...callback);
    };
    client.query = named as typeof client.query;
  });
}

/** The text of a query config that has no name yet. */
function textOfUnnamed(config: unknown): string | undefined {
  if (typeof config !== "object" || config === null) return undefined;
  const { text, name } = config as QueryConfigLike;
  return typeof text === "string" && name === undefined ? text : undefined;
}

function valuesOf(config: unknown): unknown[] {
  if (typeof config !== "object" || config === null) return [];
  const { values } = config as QueryConfigLike;
  return Array.isArray(values) ? values : [];
}
