import type { Locale } from "@reg/domain";

/**
 * A participant's name as the language writes it: Russian documents put the surname first
 * ("Иванова Анна"), English gives the first name first ("Anna Ivanova"). Empty parts are left
 * out; "" when there is no name at all.
 */
export function participantName(
  names: { firstName?: string | undefined; lastName?: string | undefined },
  locale: Locale,
): string {
  const first = names.firstName?.trim() ?? "";
  const last = names.lastName?.trim() ?? "";
  const ordered = locale === "ru" ? [last, first] : [first, last];
  return ordered.filter((part) => part !== "").join(" ");
}
