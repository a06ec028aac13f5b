import { Trans, useLingui } from "@lingui/react/macro";
import {
  fieldErrorsFromIssues,
  IDENTITY_DOCUMENT_CODES,
  profileInputSchema,
  type Profile,
  type ProfileInput,
} from "@reg/domain";
import { Form, Formik, setIn, type FormikErrors } from "formik";
import { useRef } from "react";
import {
  FormAlert,
  showServerErrors,
  type FormStatus,
  SubmitButton,
  FocusFirstError,
} from "@reg/ui/forms";
import { PhoneField } from "../fields/phone-field";
import { SelectField } from "../fields/select-field";
import { AddressAndDocumentFields } from "../participant/address-document-fields";
import { NameAndBirthDateFields } from "../participant/name-fields";

/** The form's values: the profile without the e-mail (the account's, not edited here). */
export type ProfileFormValues = Omit<Profile, "email">;

/** What goes on the wire: the form's values as they are (empty fields clear). */
export function profileInputOf(values: ProfileFormValues): ProfileInput {
  return { ...values };
}

/** The domain's own rules (profileInputSchema), as Formik field errors holding message ids. */
export function validateProfile(values: ProfileFormValues): FormikErrors<ProfileFormValues> {
  const parsed = profileInputSchema.safeParse(profileInputOf(values));
  if (parsed.success) return {};
  let errors: FormikErrors<ProfileFormValues> = {};
  for (const [path, message] of Object.entries(fieldErrorsFromIssues(parsed.error.issues)))
    errors = setIn(errors, path, message) as FormikErrors<ProfileFormValues>;
  return errors;
}

export interface ProfileFormProps {
  initialValues: ProfileFormValues;
  /** Saves; a refusal's field messages are shown in place. */
  onSubmit: (input: ProfileInput) => Promise<void>;
}

/**
 * The personal account's profile (issue 12, item 17): names, birth date, phone, address and
 * identity document, with the participant form's own fields and rules; a new registration's
 * form is prefilled from it.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<ProfileFormValues>
      initialValues={props.initialValues}
      initialStatus={{ formError: null } satisfies FormStatus}
      validate={validateProfile}
      onSubmit={async (values, helpers) => {
        helpers.setStatus({ formError: null } satisfies FormStatus);
        try {
          await props.onSubmit(profileInputOf(values));
        } catch (error) {
          showServerErrors(error, helpers);
        }
      }}
    >
      {({ status }) => (
        <Form ref={formRef} className="form" noValidate aria-label={t`Profile`}>
          <FocusFirstError formRef={formRef} />
          <fieldset className="form__section">
            <legend className="form__legend">
              <Trans>Name and birth date</Trans>
            </legend>
            <NameAndBirthDateFields />
            <div className="form__row form__row--split">
              <SelectField
                name="gender"
                label={t`Gender`}
                autoComplete="sex"
                placeholder={t`Not selected`}
                options={[
                  { value: "male", label: t`Male` },
                  { value: "female", label: t`Female` },
                ]}
              />
              <PhoneField name="phone" label={t`Mobile phone`} />
            </div>
          </fieldset>

          <AddressAndDocumentFields documentTypes={IDENTITY_DOCUMENT_CODES} />

          <FormAlert code={(status as FormStatus | undefined)?.formError} />
          <SubmitButton>
            <Trans>Save the profile</Trans>
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
