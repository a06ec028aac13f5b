import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";

/**
 * The words of the codes a race's form offers (special categories, start packets, organizers'
 * yes/no questions): what core stores is a code, what a person reads is in the interface's
 * language. A code without a name here (a T-shirt size, an organizer's own wording) shows as is.
 */
const CHOICE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  veteran: msg`Veteran`,
  disability: msg`Person with a disability`,
  pensioner: msg`Pensioner`,
  student: msg`Student`,
  child: msg`Child`,
  yes: msg`Yes`,
  no: msg`No`,
};

/** The label of a choice code: the race's own name for it, ours, or the code itself. */
export function choiceLabel(
  i18n: I18n,
  code: string,
  own?: Readonly<Record<string, string>>,
): string {
  const named = own?.[code];
  if (named) return named;
  const known = Object.hasOwn(CHOICE_NAMES, code.toLowerCase())
    ? CHOICE_NAMES[code.toLowerCase()]
    : undefined;
  return known ? i18n._(known) : code;
}
