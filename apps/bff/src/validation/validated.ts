import { type z } from "zod";

/** Which schema an object was checked against; the object is frozen so the verdict stays true. */
const checkedAgainst = new WeakMap<object, z.ZodType>();

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Parses with `schema` and remembers the verdict on the (frozen) result, so the same object passing
 * the same schema again, as a micro-cached answer does on every request, is not walked again.
 */
export function parseAndRemember<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.parse(value);
  if (typeof parsed === "object" && parsed !== null) {
    deepFreeze(parsed);
    checkedAgainst.set(parsed, schema);
  }
  return parsed;
}

/**
 * A procedure's output validator: the domain schema, run once per object. An object already
 * checked against this very schema (and frozen since) passes as it is; anything else is parsed.
 */
export function outputOf<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  return (value) => {
    if (typeof value === "object" && value !== null && checkedAgainst.get(value) === schema)
      return value as z.output<S>;
    return parseAndRemember(schema, value);
  };
}

/** Whether an object is a checked, frozen answer: safe to serialise once and reuse the text. */
export function isRemembered(value: unknown): value is object {
  return typeof value === "object" && value !== null && checkedAgainst.has(value);
}
