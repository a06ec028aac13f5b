import { z } from "zod";

/**
 * Every validation message of SPEC §5 as a stable id. Forms and the wire carry only these ids; the
 * catalogs in packages/i18n hold the ru/en texts. The last five are ours (SPEC §5: "other
 * validation: not shown"): a generic invalid value, a length limit, a birth date that is no real
 * day, a malformed postcode and a document number that does not fit its mask. The tax
 * certificate's (decision 0033) follow: INN, KPP, OGRN, OGRNIP, a future issue date. The family
 * relations' (decision 0042) close the list: none chosen, and a member named as a child or a
 * spouse whom the group does not hold as one. The captain-paid team's follow (decision 0026 §7):
 * a team the captain pays for, a race where the captain cannot, a person already in another team
 * or registered, a member without a form, a team's shares paid apart.
 */
export const VALIDATION_MESSAGES = [
  "email.required",
  "email.invalid",
  "email.cyrillic",
  "email.wrong",
  "birthDate.required",
  "region.required",
  "city.required",
  "street.required",
  "house.required",
  "apartment.required",
  "postcode.required",
  "price.invalid",
  "price.outOfBounds",
  "receiptConsent.required",
  "field.required",
  "field.lettersOnly",
  "phone.required",
  "phone.invalid",
  "string.expected",
  "code.notSelected",
  "documentType.notSelected",
  "paymentMethod.notSelected",
  "file.notSelected",
  "options.atLeastOne",
  "promo.empty",
  "promo.notFound",
  "promo.notChecked",
  "promo.applyFailed",
  "promo.expired",
  "promo.notStarted",
  "promo.usedUp",
  "promo.otherRace",
  "promo.cannotRemove",
  "team.nameRequired",
  "team.exists",
  "team.notFound",
  "joinCode.required",
  "joinCode.notFound",
  "giftCode.required",
  "giftCode.notFound",
  "giftCode.redeemed",
  "giftCode.expired",
  "team.addAllMembers",
  "agreement.terms",
  "agreement.rules",
  "agreement.medical",
  "password.tooShort",
  "password.required",
  "field.invalid",
  "field.tooLong",
  "birthDate.invalid",
  "postcode.invalid",
  "document.invalid",
  "text.unsafeCharacters",
  "birthDate.future",
  "birthDate.tooOld",
  "place.invalid",
  "apartment.invalid",
  "family.emailTaken",
  "family.self",
  "family.noAccount",
  "family.full",
  "inn.invalid",
  "kpp.invalid",
  "ogrn.invalid",
  "ogrnip.invalid",
  "issueDate.future",
  "relation.notSelected",
  "family.notChild",
  "family.notSpouse",
  "team.captainPays",
  "team.captainCannotPay",
  "team.memberInOtherTeam",
  "team.memberRegistered",
  "team.formMissing",
  "team.payWholeTeam",
] as const;
export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[number];
export const validationMessageIdSchema = z.enum(VALIDATION_MESSAGES);

export function isValidationMessageId(value: unknown): value is ValidationMessageId {
  return typeof value === "string" && (VALIDATION_MESSAGES as readonly string[]).includes(value);
}
