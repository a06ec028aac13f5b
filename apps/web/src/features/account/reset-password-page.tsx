import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, appFieldErrors, useTRPC } from "@reg/api";
import { fieldRules } from "@reg/domain";
import { useDocumentTitle, useSession } from "@reg/front";
import { useToasts } from "@reg/ui";
import { ServerForm, SubmitButton, TextField, yupFormSchema } from "@reg/ui/forms";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { AuthCard } from "./auth-card";
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
    <AuthCard title={<Trans>Set a new password</Trans>}>
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
        <ServerForm<{ password: string }>
          initialValues={{ password: "" }}
          validationSchema={resetSchema}
          onSubmit={async (values) => {
            const user = await reset.mutateAsync({
              token: props.token ?? "",
              password: values.password,
            });
            session.signedIn(user);
            toasts.success(msg`Your password has been changed. You are signed in`);
            void navigate({ to: "/account", replace: true });
          }}
          onServerError={(error) => {
            // The token is the link's part: refused, the link is dead; the password is the person's to fix.
            const dead =
              appErrorCode(error) === "INVALID_CREDENTIALS" || "token" in appFieldErrors(error);
            if (dead) setLinkDead(true);
            return dead;
          }}
        >
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
        </ServerForm>
      )}
    </AuthCard>
  );
}
