import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { FAMILY_RELATIONS, type FamilyRelation } from "@reg/domain";

/** The answers to "Who is this to you?" (decision 0042), as the person reads them. */
export const familyRelationNames: Record<FamilyRelation, MessageDescriptor> = {
  child: msg`Child`,
  spouse: msg`Spouse`,
  parent: msg`Parent`,
  sibling: msg`Brother or sister`,
  other: msg`Other relative or friend`,
};

/** The relations as a select's options, in the domain's order. */
export function relationOptions(i18n: I18n): { value: FamilyRelation; label: string }[] {
  return FAMILY_RELATIONS.map((value) => ({ value, label: i18n._(familyRelationNames[value]) }));
}
