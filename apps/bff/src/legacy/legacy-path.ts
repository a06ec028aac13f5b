/** A query value as the legacy contract reads it; absent ones are left out, not sent empty. */
export type QueryValue = string | number | boolean | null | undefined;

/** `path?name=value…` for a GET (or a POST that takes its race in the query, as CheckPromoCode does). */
export function legacyPath(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text === "" ? path : `${path}?${text}`;
}
