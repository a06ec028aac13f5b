import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, appFieldErrors, useTRPC } from "@reg/api";
import { fieldRules } from "@reg/domain";
import { useDocumentTitle, useSession } from "@reg/front";
import { useToasts } from "@reg/ui";
import {
  FormAlert,
  SubmitButton,
  TextField,
  showServerErrors,
  yupFormSchema,
  type FormStatus,
} from "@reg/ui/forms";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Form, Formik } from "formik";
import { useState } from "react";
import "./account.css";

const resetSchema = yupFormSchema({ password: fieldRules.password });

/**
 * The page the mailed link opens (`/account/reset?token=…`): a new password, then the person is
 * signed in. A used, expired or mangled link says so and offers a new one.
 */
export function ResetPasswordPage(props: { token: string | undefined }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [linkDead, setLinkDead] = useState(props.token === undefined);
  useDocumentTitle(t`Set a new password`);

  return (
    <div className="container page">
      <div className="narrow">
        <div className="card card--padded auth-card">
          <h1 className="auth-card__title">
            <Trans>Set a new password</Trans>
          </h1>
          {linkDead || props.token === undefined ? (
            <div className="auth-card__done" role="alert">
              <p>
                <Trans>
                  This link does not work any more: it was used already, it has expired, or it is
                  incomplete.
                </Trans>
              </p>
              <Link to="/account/forgot" className="btn btn--primary auth-card__action">
                <Trans>Get a new link</Trans>
              </Link>
            </div>
          ) : (
            <Formik<{ password: string }>
              initialValues={{ password: "" }}
              initialStatus={{ formError: null } satisfies FormStatus}
              validationSchema={resetSchema}
              onSubmit={async (values, helpers) => {
                helpers.setStatus({ formError: null } satisfies FormStatus);
                try {
                  const user = await reset.mutateAsync({
                    token: props.token ?? "",
                    password: values.password,
                  });
                  session.signedIn(user);
                  toasts.success(msg`Your password has been changed. You are signed in`);
                  void navigate({ to: "/account", replace: true });
                } catch (error) {
                  // The token is the link's part: refused, the link is dead; the password is the person's to fix.
                  const code = appErrorCode(error);
                  if (code === "INVALID_CREDENTIALS" || "token" in appFieldErrors(error))
                    setLinkDead(true);
                  else showServerErrors(error, helpers);
                }
              }}
            >
              {({ status }) => (
                <Form className="form" noValidate>
                  <FormAlert code={(status as FormStatus | undefined)?.formError} />
                  <TextField
                    name="password"
                    type="password"
                    revealable
                    autoComplete="new-password"
                    label={<Trans>New password</Trans>}
                  />
                  <SubmitButton>
                    <Trans>Save the password and sign in</Trans>
                  </SubmitButton>
                </Form>
              )}
            </Formik>
          )}
        </div>
      </div>
    </div>
  );
}
