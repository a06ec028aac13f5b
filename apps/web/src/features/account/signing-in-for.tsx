import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { trustedReturnHosts } from "../../env";
import { signingInTarget } from "./signing-in-target";

/** "You are signing in to register for <event> · <race> on <site>" above the login form. */
export function SigningInFor(props: { returnUrl: string | undefined }) {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const target = signingInTarget(props.returnUrl, trustedReturnHosts, window.location.origin);
  const init = useQuery({
    ...trpc.registration.getInit.queryOptions({
      eventCode: target?.eventCode ?? "",
      raceCode: target?.raceCode ?? "",
      language: locale,
    }),
    enabled: target !== null,
    retry: false,
  });
  if (!target || !init.data) return null;
  const race = `${init.data.event.name} · ${init.data.race.name}`;
  const site = target.site;
  return (
    <p className="auth-card__for" role="note">
      {site ? (
        <Trans>
          You are signing in to register for <strong>{race}</strong> on <strong>{site}</strong>.
        </Trans>
      ) : (
        <Trans>
          You are signing in to register for <strong>{race}</strong>.
        </Trans>
      )}
    </p>
  );
}
