/**
 * A club's address code (`/clubs/{code}`): a slug of its Latin name, so it reads like the name and
 * stays the same for every result that names the club the same way (results store names, not ids).
 * A plain module without zod: the portal's first chunk checks a code with it.
 */

/** Long enough for "Klub lyubiteley bega Pulkovo", short enough for an address. */
export const CLUB_CODE_MAX_LENGTH = 60;

/** Lower-case Latin letters and digits in words joined by single hyphens. */
export const CLUB_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The code of a club named `latinName`: accents dropped ("Bégue" → "begue"), every run of anything
 * but a Latin letter or a digit one hyphen, cut to CLUB_CODE_MAX_LENGTH at a word's end when it can
 * be. Null when nothing Latin is left (a name in Cyrillic only has no code, so no page).
 */
export function clubCode(latinName: string): string | null {
  const words = latinName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  let code = "";
  for (const word of words) {
    const next = code === "" ? word : `${code}-${word}`;
    if (next.length > CLUB_CODE_MAX_LENGTH) {
      // One very long first word is cut; otherwise the code ends at the last whole word.
      if (code === "") code = word.slice(0, CLUB_CODE_MAX_LENGTH);
      break;
    }
    code = next;
  }
  return code === "" ? null : code;
}

/** Whether an address's segment can be a club's code at all (a malformed one is not-found). */
export function isClubCode(value: string): boolean {
  return value.length <= CLUB_CODE_MAX_LENGTH && CLUB_CODE_PATTERN.test(value);
}
