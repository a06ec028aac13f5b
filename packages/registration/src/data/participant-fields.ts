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
