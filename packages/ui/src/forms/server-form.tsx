import type { ErrorCode } from "@reg/domain";
import { Form, Formik, type FormikValues } from "formik";
import { useRef, type ReactNode } from "react";
import type { Schema } from "yup";
import { FocusFirstError } from "./focus-first-error";
import { FormAlert } from "./form-alert";
import { showServerErrors, type FormStatus } from "./server-errors";

export interface ServerFormProps<TValues extends FormikValues> {
  initialValues: TValues;
  validationSchema: Schema;
  /** Sends the values; a rejection is shown on the form (showServerErrors). */
  onSubmit: (values: TValues) => Promise<void>;
  /** Codes that are about one field (EMAIL_TAKEN → email): shown under it, not above the button. */
  codeFields?: Partial<Record<ErrorCode, keyof TValues & string>>;
  /** Takes a rejection itself when it answers true (a dead link is the page's, not a field's). */
  onServerError?: (error: unknown) => boolean;
  /** After a failed submit the keyboard lands on the first field to fix (a long form). */
  focusFirstError?: boolean;
  children: ReactNode;
}

/**
 * A form that sends its values to the server: the failure that belongs to no field above the
 * fields (cleared at each submit), per-field failures under their fields, the submit button
 * pending meanwhile (Formik's isSubmitting, read by SubmitButton among the children).
 */
export function ServerForm<TValues extends FormikValues>(props: ServerFormProps<TValues>) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<TValues>
      initialValues={props.initialValues}
      initialStatus={{ formError: null } satisfies FormStatus}
      validationSchema={props.validationSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus({ formError: null } satisfies FormStatus);
        try {
          await props.onSubmit(values);
        } catch (error) {
          if (!props.onServerError?.(error)) showServerErrors(error, helpers, props.codeFields);
        }
      }}
    >
      {({ status }) => (
        <Form className="form" noValidate ref={formRef}>
          {props.focusFirstError && <FocusFirstError formRef={formRef} />}
          <FormAlert code={(status as FormStatus | undefined)?.formError} />
          {props.children}
        </Form>
      )}
    </Formik>
  );
}
