import { Trans, useLingui } from "@lingui/react/macro";
import {
  createRelativeInputSchema,
  EMAIL_MAX_LENGTH,
  fieldErrorsFromIssues,
  type CreateRelativeInput,
  type Locale,
} from "@reg/domain";
import { Form, Formik, setIn, type FormikErrors } from "formik";
import { useRef, type ReactNode } from "react";
import {
  FocusFirstError,
  FormAlert,
  showServerErrors,
  SubmitButton,
  type FormStatus,
} from "@reg/ui/forms";
import { BirthDateField } from "../fields/birth-date-field";
import { InputField } from "../fields/input-field";
import { LastAndFirstNameRow } from "../participant/name-fields";
import { SelectField } from "../fields/select-field";
import { useLocale } from "../use-locale";
import { relationOptions } from "./relation-names";

export interface RelativeAccountValues {
  /** Who they are to the person (decision 0042): a FamilyRelation once chosen. */
  relation: string;
  email: string;
  lastName: string;
  firstName: string;
  birthDate: string;
  gender: string;
}

const EMPTY: RelativeAccountValues = {
  relation: "",
  email: "",
  lastName: "",
  firstName: "",
  birthDate: "",
  gender: "",
};

/** The domain's own rules (createRelativeInputSchema), as Formik errors holding message ids. */
function validate(
  values: RelativeAccountValues,
  language: Locale,
): FormikErrors<RelativeAccountValues> {
  const parsed = createRelativeInputSchema.safeParse({ ...values, language });
  if (parsed.success) return {};
  let errors: FormikErrors<RelativeAccountValues> = {};
  for (const [path, message] of Object.entries(fieldErrorsFromIssues(parsed.error.issues)))
    errors = setIn(errors, path, message) as FormikErrors<RelativeAccountValues>;
  return errors;
}

export interface RelativeAccountFormProps {
  /** The e-mail typed in the search that found no account. */
  email?: string;
  /** Creates the account; a refusal's field messages are shown in place. */
  onSubmit: (input: CreateRelativeInput) => Promise<void>;
  submitLabel: ReactNode;
}

/**
 * A relative's new account (a child's): who they are to the person, names, birth date, gender,
 * e-mail (SPEC §4 relative flow, decision 0042). The relative gets a link to set their password and
 * may take the account over (decision 0030).
 */
export function RelativeAccountForm(props: RelativeAccountFormProps) {
  const { i18n, t } = useLingui();
  const language = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<RelativeAccountValues>
      initialValues={{ ...EMPTY, email: props.email ?? "" }}
      initialStatus={{ formError: null } satisfies FormStatus}
      validate={(values) => validate(values, language)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus({ formError: null } satisfies FormStatus);
        const parsed = createRelativeInputSchema.safeParse({ ...values, language });
        if (!parsed.success) return;
        try {
          await props.onSubmit(parsed.data);
        } catch (error) {
          showServerErrors(error, helpers);
        }
      }}
    >
      {({ status }) => (
        <Form ref={formRef} className="form" noValidate aria-label={t`A relative's account`}>
          <FocusFirstError formRef={formRef} />
          <SelectField
            name="relation"
            label={t`Who is this to you?`}
            placeholder={t`Not selected`}
            options={relationOptions(i18n)}
          />
          <LastAndFirstNameRow someoneElse />
          <div className="form__row form__row--split">
            <BirthDateField name="birthDate" label={t`Date of birth`} />
            <SelectField
              name="gender"
              label={t`Gender`}
              placeholder={t`Not selected`}
              options={[
                { value: "male", label: t`Male` },
                { value: "female", label: t`Female` },
              ]}
            />
          </div>
          <InputField
            name="email"
            type="email"
            label={t`Their e-mail`}
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
            hint={
              <Trans>
                We will send a link to set a password: the account becomes theirs whenever they
                want. A parent's e-mail with a +tag (anna+misha@…) works for a child.
              </Trans>
            }
          />
          <FormAlert code={(status as FormStatus | undefined)?.formError} />
          <SubmitButton>{props.submitLabel}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
