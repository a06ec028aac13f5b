import type { Locale } from "@reg/domain";

/**
 * The birth date as the person types it and as the field rule wants it (YYYY-MM-DD). Russian is
 * SPEC §9's DD.MM.YYYY; English types the date the way Intl's en-US writes it, MM/DD/YYYY.
 */
interface BirthDateInput {
  readonly mask: string;
  readonly pattern: RegExp;
  /** The typed parts' order of year, month and day in `pattern`'s groups. */
  readonly order: readonly [year: number, month: number, day: number];
  readonly write: (year: string, month: string, day: string) => string;
}

const INPUTS: Record<Locale, BirthDateInput> = {
  ru: {
    mask: "99.99.9999",
    pattern: /^(\d{2})\.(\d{2})\.(\d{4})$/,
    order: [3, 2, 1],
    write: (year, month, day) => `${day}.${month}.${year}`,
  },
  en: {
    mask: "99/99/9999",
    pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/,
    order: [3, 1, 2],
    write: (year, month, day) => `${month}/${day}/${year}`,
  },
};
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The input's digit mask in the interface's language. */
export function birthDateMask(locale: Locale = "ru"): string {
  return INPUTS[locale].mask;
}

/** ru "1990-05-17" → "17.05.1990", en → "05/17/1990"; anything else (half-typed) as it is. */
export function birthDateDisplay(value: string, locale: Locale = "ru"): string {
  const match = ISO.exec(value);
  return match ? INPUTS[locale].write(match[1] ?? "", match[2] ?? "", match[3] ?? "") : value;
}

/**
 * ru "17.05.1990" / en "05/17/1990" → "1990-05-17"; "" stays empty (required); a half-typed date
 * stays as typed, so the rule reports it as no date that exists rather than as a missing one.
 */
export function birthDateValue(typed: string, locale: Locale = "ru"): string {
  const text = typed.trim();
  const input = INPUTS[locale];
  const match = input.pattern.exec(text);
  if (!match) return text;
  const [year, month, day] = input.order.map((group) => match[group] ?? "");
  return `${year}-${month}-${day}`;
}
