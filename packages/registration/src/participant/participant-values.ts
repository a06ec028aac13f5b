import { GENDERS, type Gender, type ParticipantValues } from "@reg/domain";

/**
 * What the participant form holds: every SPEC §3 field by the names of the domain's
 * participantFormFieldRules, plus "no club", the organizer's answers and the uploaded photo.
 * The birth date is kept as the rule wants it (YYYY-MM-DD); its input shows DD.MM.YYYY.
 */
export type ParticipantFormValues = {
  email: string;
  lastName: string;
  firstName: string;
  patronymic: string;
  birthDate: string;
  gender: Gender;
  country: string;
  region: string;
  city: string;
  street: string;
  building: string;
  apartment: string;
  postcode: string;
  phone: string;
  emergencyPhone: string;
  club: string;
  noClub: boolean;
  profession: string;
  specialCategory: string;
  startPacket: string;
  answers: Record<string, string>;
  documentType: string;
  documentNumber: string;
  /** The medical certificate's uploaded photo or scan (UploadImageAndSave) and where to show it; "" for none. */
  imageId: string;
  imageUrl: string;
  agreeTerms: boolean;
  agreeRules: boolean;
  agreeMedical: boolean;
  receiptConsent: boolean;
  /** The start list's consent: name, club and city shown to everyone (off by default). */
  showInStartList: boolean;
};

export const EMPTY_PARTICIPANT_VALUES: ParticipantFormValues = {
  email: "",
  lastName: "",
  firstName: "",
  patronymic: "",
  birthDate: "",
  gender: "unknown",
  country: "RU",
  region: "",
  city: "",
  street: "",
  building: "",
  apartment: "",
  postcode: "",
  phone: "",
  emergencyPhone: "",
  club: "",
  noClub: false,
  profession: "",
  specialCategory: "",
  startPacket: "",
  answers: {},
  documentType: "",
  documentNumber: "",
  imageId: "",
  imageUrl: "",
  agreeTerms: false,
  agreeRules: false,
  agreeMedical: false,
  receiptConsent: false,
  showInStartList: false,
};

/** Starting values: the saved draft or the account's known data over the empty form. */
export function participantInitialValues(
  known: Partial<ParticipantFormValues> = {},
): ParticipantFormValues {
  return { ...EMPTY_PARTICIPANT_VALUES, ...known, answers: { ...known.answers } };
}

function isGender(value: string | undefined): value is Gender {
  return (GENDERS as readonly (string | undefined)[]).includes(value);
}

/**
 * The values GET /Register/ApiRegistration hands back (last saved, or prefilled from the account)
 * as form values; a gender the select does not know starts as "not selected".
 */
export function participantValuesFromServer(
  saved: ParticipantValues,
  image: { imageId: string; imageUrl: string } | null,
): ParticipantFormValues {
  const { gender, answers, ...rest } = saved;
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<ParticipantFormValues>;
  return participantInitialValues({
    ...defined,
    gender: isGender(gender) ? gender : "unknown",
    answers: answers ?? {},
    ...(image ?? {}),
  });
}
