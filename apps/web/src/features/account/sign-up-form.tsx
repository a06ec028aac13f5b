import { Plural, Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { PASSWORD_MIN_LENGTH, fieldRules, type CurrentUser } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { ServerForm, SubmitButton, TextField, yupFormSchema } from "@reg/ui/forms";
import { useMutation } from "@tanstack/react-query";

const signUpSchema = yupFormSchema({
  firstName: fieldRules.firstName,
  lastName: fieldRules.lastName,
  email: fieldRules.email,
  password: fieldRules.password,
});

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function SignUpForm(props: { onSignedIn: (user: CurrentUser) => void | Promise<void> }) {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());
  return (
    <ServerForm<SignUpValues>
      initialValues={{ firstName: "", lastName: "", email: "", password: "" }}
      validationSchema={signUpSchema}
      codeFields={{ EMAIL_TAKEN: "email" }}
      // After a failed sign-up the keyboard lands on the first field to fix, not the button.
      focusFirstError
      onSubmit={async (values) => {
        const user = await signUp.mutateAsync({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          // Letters and receipts go out in the language the person signed up in.
          language: locale,
        });
        await props.onSignedIn(user);
      }}
    >
      <div className="form__row form__row--split">
        <TextField name="firstName" autoComplete="given-name" label={<Trans>First name</Trans>} />
        <TextField name="lastName" autoComplete="family-name" label={<Trans>Last name</Trans>} />
      </div>
      <TextField name="email" type="email" autoComplete="email" label={<Trans>E-mail</Trans>} />
      <TextField
        name="password"
        type="password"
        revealable
        autoComplete="new-password"
        label={<Trans>Password</Trans>}
        hint={
          <Plural
            value={PASSWORD_MIN_LENGTH}
            one="At least # character"
            other="At least # characters"
          />
        }
      />
      <SubmitButton>
        <Trans>Create an account</Trans>
      </SubmitButton>
    </ServerForm>
  );
}
