import type { RouterInputs } from "@reg/api";
import type { ParticipantValues, SaveRegistrationEnvelope } from "@reg/domain";
import type { ParticipantFormValues } from "../participant/participant-values";

/**
 * The form's values as ApiSaveRegistration's flat participant fields. The photo travels in the
 * envelope as `imageId`, and `imageUrl` is only for the preview, so neither is a participant field.
 */
export function participantFields(values: ParticipantFormValues): Required<ParticipantValues> {
  const { imageId: _imageId, imageUrl: _imageUrl, answers, ...fields } = values;
  return { ...fields, answers: { ...answers } };
}

/**
 * ApiSaveRegistration's input: without an id the draft is created and its slot taken; with one,
 * the own draft is updated.
 */
export function saveRegistrationInput(
  envelope: SaveRegistrationEnvelope,
  values: ParticipantFormValues,
): RouterInputs["registration"]["saveRegistration"] {
  return { ...envelope, ...participantFields(values) };
}

/** What a team member's save carries besides the form: the team, the member (absent: a new one), the stage. */
export interface MemberEnvelope {
  teamRegistrationId: string;
  memberId?: string;
  relayPosition: number;
}

/**
 * teams.saveMember's input (decision 0026 §7): the captain of a captain-paid team stores a member's
 * form, flat as ApiSaveRegistration takes it. A photo uploaded with the form is attached; without
 * one the stored photo is kept.
 */
export function saveMemberInput(
  envelope: MemberEnvelope,
  values: ParticipantFormValues,
): RouterInputs["teams"]["saveMember"] {
  return {
    ...envelope,
    ...(values.imageId ? { imageId: values.imageId } : {}),
    ...participantFields(values),
  };
}
