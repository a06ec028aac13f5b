/**
 * Formik and Yup live behind their own entry, so pages without a form (the home page) do not
 * download them: only the routes that import `@reg/ui/forms` pull them into their chunk.
 */
export { FocusFirstError } from "./focus-first-error";
export { FormAlert } from "./form-alert";
export { showServerErrors, type FormStatus } from "./server-errors";
export { ServerForm, type ServerFormProps } from "./server-form";
export { SubmitButton } from "./submit-button";
export { TextField } from "./text-field";
export { yupFormSchema, yupFromRule } from "./yup-from-rules";
