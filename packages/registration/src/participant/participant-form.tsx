import { Trans, useLingui } from "@lingui/react/macro";
import {
  originalsNeededAtPickup,
  PROFESSION_MAX_LENGTH,
  type ErrorCode,
  type RaceForm,
  type UploadedImage,
} from "@reg/domain";
import { Form, Formik } from "formik";
import { useRef, type ReactNode } from "react";
import { FormAlert, showServerErrors, type FormStatus, FocusFirstError } from "@reg/ui/forms";
import { WizardNav } from "../wizard/wizard-nav";
import { AddressAndDocumentFields } from "./address-document-fields";
import { AgreementFields } from "./agreement-fields";
import { ClubField } from "../fields/club-field";
import { InputField } from "../fields/input-field";
import { OrganizerQuestions } from "../fields/organizer-questions";
import { PhoneField } from "../fields/phone-field";
import { PhotoField } from "../fields/photo-field";
import { SelectField } from "../fields/select-field";
import { ValuesObserver } from "../fields/values-observer";
import { choiceLabel } from "./choice-names";
import type { ParticipantFormChoices } from "./participant-choices";
import { validateParticipantForm } from "./participant-validation";
import type { ParticipantFormValues } from "./participant-values";
import { NameAndBirthDateFields } from "./name-fields";
import { PickupNotice } from "./pickup-notice";

export interface ParticipantFormProps<
  TValues extends ParticipantFormValues = ParticipantFormValues,
> {
  /** The form element's id: the wizard's Continue button submits it from outside. */
  formId: string;
  initialValues: TValues;
  /** What the race asks beyond the fixed fields (ApiInit `form`): the domain's form settings. */
  form: RaceForm;
  choices: ParticipantFormChoices;
  /** Saves the form (POST /Register/ApiSaveRegistration); a rejection's field errors show in place. */
  onSubmit: (values: TValues) => Promise<void>;
  /** Every change, for the wizard to keep across a reload. */
  onValuesChange?: (values: TValues) => void;
  /** Uploads the photo (POST /Image/UploadImageAndSave); without it the form has no photo field. */
  uploadPhoto?: (file: File) => Promise<UploadedImage>;
  onBack: (() => void) | null;
  /** Fields of the form's own before the participant's (a team member's stage), with their values in TValues. */
  leading?: ReactNode;
  /** Refusals about one of those fields (TEAM_FULL → relayPosition): shown under it. */
  codeFields?: Partial<Record<ErrorCode, keyof TValues & string>>;
  /** "Continue" and "Back" unless given (a team member's form saves and cancels). */
  submitLabel?: ReactNode;
  backLabel?: ReactNode;
}

/**
 * Every organizer question gets its answer key from the start: Formik marks only known fields as
 * touched on submit, so an unanswered required question would otherwise never show its message.
 */
function withQuestions<TValues extends ParticipantFormValues>(
  values: TValues,
  form: RaceForm,
): TValues {
  const answers = { ...values.answers };
  for (const question of form.questions) answers[question.id] ??= "";
  return { ...values, answers };
}

/** The participant form of SPEC §3 with every SPEC §5 message in place. */
export function ParticipantForm<TValues extends ParticipantFormValues = ParticipantFormValues>(
  props: ParticipantFormProps<TValues>,
) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { form: settings, choices } = props;
  return (
    <Formik<TValues>
      initialValues={withQuestions(props.initialValues, props.form)}
      initialStatus={{ formError: null } satisfies FormStatus}
      validate={(values) => validateParticipantForm(values, settings)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus({ formError: null } satisfies FormStatus);
        try {
          await props.onSubmit(values);
        } catch (error) {
          showServerErrors(error, helpers, props.codeFields);
        }
      }}
    >
      {({ status, values, isSubmitting }) => (
        <Form id={props.formId} ref={formRef} className="form wizard-form" noValidate>
          <FocusFirstError formRef={formRef} />
          {props.onValuesChange && <ValuesObserver onChange={props.onValuesChange} />}
          {props.leading}

          <fieldset className="form__section">
            <legend className="form__legend">
              <Trans>Participant</Trans>
            </legend>
            <NameAndBirthDateFields />
            <div className="form__row form__row--split">
              <SelectField
                name="gender"
                label={t`Gender`}
                autoComplete="sex"
                options={[
                  { value: "unknown", label: t`Not selected` },
                  { value: "male", label: t`Male` },
                  { value: "female", label: t`Female` },
                ]}
              />
              <InputField name="email" type="email" label={t`E-mail`} autoComplete="email" />
            </div>
          </fieldset>

          <fieldset className="form__section">
            <legend className="form__legend">
              <Trans>Phones</Trans>
            </legend>
            <div className="form__row form__row--split">
              <PhoneField name="phone" label={t`Mobile phone`} />
              <PhoneField
                name="emergencyPhone"
                label={t`Emergency contact phone`}
                autoComplete="off"
                hint={t`Someone we can call if something happens to you on the course`}
              />
            </div>
          </fieldset>

          <AddressAndDocumentFields documentTypes={settings.documentTypes} />

          <fieldset className="form__section">
            <legend className="form__legend">
              <Trans>About you</Trans>
            </legend>
            <ClubField clubs={choices.clubs} />
            {choices.occupations.length > 0 ? (
              <SelectField
                name="profession"
                label={t`Profession`}
                autoComplete="organization-title"
                placeholder={t`Not selected`}
                options={choices.occupations.map((o) => ({ value: o.code, label: o.name }))}
              />
            ) : (
              <InputField
                name="profession"
                label={t`Profession`}
                autoComplete="organization-title"
                maxLength={PROFESSION_MAX_LENGTH}
              />
            )}
            {settings.specialCategories.length > 0 && (
              <SelectField
                name="specialCategory"
                label={t`Special category`}
                placeholder={t`None`}
                options={settings.specialCategories.map((code) => ({
                  value: code,
                  label: choiceLabel(i18n, code, choices.specialCategoryNames),
                }))}
              />
            )}
            {settings.startPackets.length > 0 && (
              <SelectField
                name="startPacket"
                label={t`Start packet`}
                placeholder={t`Not selected`}
                options={settings.startPackets.map((code) => ({
                  value: code,
                  label: choiceLabel(i18n, code, choices.startPacketNames),
                }))}
              />
            )}
            {props.uploadPhoto && (
              <PhotoField
                idName="imageId"
                urlName="imageUrl"
                label={t`Medical certificate (photo or scan)`}
                upload={props.uploadPhoto}
              />
            )}
          </fieldset>

          {settings.questions.length > 0 && (
            <fieldset className="form__section">
              <legend className="form__legend">
                <Trans>Questions from the organizer</Trans>
              </legend>
              <OrganizerQuestions questions={settings.questions} />
            </fieldset>
          )}

          <fieldset className="form__section">
            <legend className="form__legend">
              <Trans>Agreements</Trans>
            </legend>
            <AgreementFields
              termsUrl={choices.termsUrl}
              rulesUrl={choices.rulesUrl}
              loadContractOffer={choices.loadContractOffer}
            />
            <PickupNotice
              missing={originalsNeededAtPickup({
                // The picture uploaded with the form is the certificate's photo or scan.
                medicalCertificate: values.imageId !== "",
                // A policy is bought with the options, after this form; my order's notice counts it.
                insurancePolicy: false,
                identityDocument: values.documentType !== "" && values.documentNumber.trim() !== "",
              })}
            />
          </fieldset>
          <FormAlert code={(status as FormStatus | undefined)?.formError} />
          <WizardNav
            onBack={props.onBack}
            busy={isSubmitting}
            continueLabel={props.submitLabel}
            backLabel={props.backLabel}
          />
        </Form>
      )}
    </Formik>
  );
}
