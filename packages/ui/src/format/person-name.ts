import type { CurrentUser } from "@reg/domain";

/** Who a person is, as the session knows them (both apps greet and show them by it). */
type Person = Pick<CurrentUser, "fullName" | "firstName" | "lastName" | "email">;

/** The name to greet someone by: the full name, else first and last, else nothing. */
export function displayName(person: Person): string | null {
  const full = person.fullName?.trim();
  if (full) return full;
  const parts = [person.firstName, person.lastName].map((p) => p?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : null;
}

/** Up to two letters for the avatar: "Анна Петрова" → "АП"; the e-mail's first letter otherwise. */
export function initials(person: Person): string {
  const letters = [person.firstName, person.lastName]
    .map((p) => p?.trim().charAt(0) ?? "")
    .join("");
  if (letters) return letters.toUpperCase();
  const fromFull = (person.fullName ?? "")
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
  return (fromFull || person.email?.charAt(0) || "?").toUpperCase();
}
