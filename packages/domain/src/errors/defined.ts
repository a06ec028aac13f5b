/**
 * The value the caller knows is there (an index inside bounds, a row just inserted, an element the
 * page always has) though the types cannot: where a `!` would only silence the check, this throws
 * at the spot if the caller is wrong.
 */
export function defined<T>(value: T | null | undefined, what = "the value"): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what} to be there`);
  return value;
}
