import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { fieldRules, type FoundFriend } from "@reg/domain";
import { ServerForm, SubmitButton, TextField, yupFormSchema } from "@reg/ui/forms";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocale } from "../use-locale";

const schema = yupFormSchema({ email: fieldRules.email });

export interface FindByEmailProps {
  /** The race the person is to be registered for: the answer says whether they already are. */
  race?: { eventCode: string; raceCode: string };
  /** What was found for the e-mail typed (ApiFindFriend): the caller shows what to do next. */
  onFound: (email: string, found: FoundFriend) => void;
  label?: ReactNode;
}

/**
 * Finds a person by their e-mail (SPEC §3 Find friend): the answer is only whether an account has
 * it and a masked name to confirm it is the right person (decision 0030).
 */
export function FindByEmail(props: FindByEmailProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lang = useLocale();
  return (
    <ServerForm<{ email: string }>
      initialValues={{ email: "" }}
      validationSchema={schema}
      onSubmit={async ({ email }) => {
        const found = await queryClient.fetchQuery({
          ...trpc.family.findFriend.queryOptions({ email, lang, ...props.race }),
          staleTime: 0,
        });
        props.onFound(email.trim(), found);
      }}
    >
      <div className="find-person">
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={props.label ?? t`Their e-mail`}
        />
        <SubmitButton>
          <Trans>Find</Trans>
        </SubmitButton>
      </div>
    </ServerForm>
  );
}
