/**
 * A person's name as a list shows it: the given parts that are not blank, or `fallback` when none
 * is (a form typed for someone else without a name, an account with only its e-mail).
 */
export function personName(first: string | null, last: string | null, fallback: string): string {
  const name = [first ?? "", last ?? ""]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" ");
  return name === "" ? fallback : name;
}
