/** The birth date as the person types it (SPEC §9: DD.MM.YYYY) and as the field rule wants it. */
const DISPLAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "1990-05-17" → "17.05.1990"; anything else (a half-typed date) is shown as it is. */
export function birthDateDisplay(value: string): string {
  const match = ISO.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/**
 * "17.05.1990" → "1990-05-17"; "" stays empty (required); a half-typed date stays as typed, so
 * the rule reports it as no date that exists rather than as a missing one.
 */
export function birthDateValue(typed: string): string {
  const text = typed.trim();
  const match = DISPLAY.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
}
