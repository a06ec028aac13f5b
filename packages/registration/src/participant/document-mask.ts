import { MASK_DIGIT, MASK_LETTER } from "@reg/domain";

const DIGIT = /[0-9]/;
/** Any script's letter: military IDs carry Cyrillic series ("АБ 1234567"). */
const LETTER = /\p{L}/u;

/**
 * A domain document mask ("## ## ######", "@@ #######", "## N #######") as the input mask's array:
 * a RegExp per slot, the literal characters as themselves. The array form is needed because the
 * string form's `a` admits Latin letters only and its `9` would clash with nothing but its
 * literals ("N" of type 19 must stay a literal).
 */
export function documentInputMask(mask: string): Array<string | RegExp> {
  return [...mask].map((char) => {
    if (char === MASK_DIGIT) return DIGIT;
    if (char === MASK_LETTER) return LETTER;
    return char;
  });
}

/** What the mask looks like filled in ("## N #######" → "00 N 0000000"), for its placeholder. */
export function documentMaskExample(mask: string): string {
  return [...mask]
    .map((char) => {
      if (char === MASK_DIGIT) return "0";
      if (char === MASK_LETTER) return "A";
      return char;
    })
    .join("");
}
