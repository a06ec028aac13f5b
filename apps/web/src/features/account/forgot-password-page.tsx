import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { fieldRules } from "@reg/domain";
import { useDocumentTitle } from "@reg/front";
import { ServerForm, SubmitButton, TextField, yupFormSchema } from "@reg/ui/forms";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AuthCard } from "./auth-card";
import "./account.css";

const requestSchema = yupFormSchema({ email: fieldRules.email });

/**
 * "Forgot password?": asks for the e-mail and mails a one-time link there. The answer is the same
 * whether or not the address has an account, so the page says "if", never "no such account".
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useDocumentTitle(t`Reset your password`);
  useEffect(() => {
    if (sentTo !== null) doneRef.current?.focus();
  }, [sentTo]);

  return (
    <AuthCard title={<Trans>Reset your password</Trans>}>
      {sentTo === null ? (
        <>
          <p className="auth-card__lead">
            <Trans>
              Enter the e-mail of your account: we will send you a link to set a new password.
            </Trans>
          </p>
          <ServerForm<{ email: string }>
            initialValues={{ email: "" }}
            validationSchema={requestSchema}
            onSubmit={async (values) => {
              const email = values.email.trim();
              await request.mutateAsync({
                email,
                language: i18n.locale === "en" ? "en" : "ru",
              });
              setSentTo(email);
            }}
          >
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={<Trans>E-mail</Trans>}
            />
            <SubmitButton>
              <Trans>Send the link</Trans>
            </SubmitButton>
          </ServerForm>
        </>
      ) : (
        <p className="auth-card__done" role="status" tabIndex={-1} ref={doneRef}>
          <Trans>
            If an account is registered to {sentTo}, we have sent a link to set a new password
            there. The link works for 30 minutes, once.
          </Trans>
        </p>
      )}
      <Link to="/account/login" className="auth-card__link">
        <Trans>Back to sign in</Trans>
      </Link>
    </AuthCard>
  );
}
