import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { fieldRules, type CurrentUser } from "@reg/domain";
import { ServerForm, SubmitButton, TextField, yupFormSchema } from "@reg/ui/forms";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";

const loginSchema = yupFormSchema({ email: fieldRules.email, password: fieldRules.loginPassword });

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm(props: { onSignedIn: (user: CurrentUser) => void | Promise<void> }) {
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  return (
    <ServerForm<LoginValues>
      initialValues={{ email: "", password: "" }}
      validationSchema={loginSchema}
      onSubmit={async (values) => {
        await props.onSignedIn(
          await login.mutateAsync({ email: values.email.trim(), password: values.password }),
        );
      }}
    >
      <TextField name="email" type="email" autoComplete="email" label={<Trans>E-mail</Trans>} />
      <TextField
        name="password"
        type="password"
        revealable
        autoComplete="current-password"
        label={<Trans>Password</Trans>}
      />
      <Link to="/account/forgot" className="auth-card__link auth-card__forgot">
        <Trans>Forgot password?</Trans>
      </Link>
      <SubmitButton>
        <Trans>Sign in</Trans>
      </SubmitButton>
    </ServerForm>
  );
}
