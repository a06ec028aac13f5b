import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { tenantBrandNames } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { returnHosts } from "../../env";
import { signingInTarget } from "./signing-in-target";

/**
 * "You are signing in to register for <event> · <race> on <site>" above the login form. A tenant's
 * site is named by its brand in the interface's language, as its own header names it; a site the
 * configuration knows no tenant of, by its host.
 */
export function SigningInFor(props: { returnUrl: string | undefined }) {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const target = signingInTarget(props.returnUrl, returnHosts, window.location.origin);
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
  const site = target.site
    ? target.site.tenant
      ? i18n._(tenantBrandNames[target.site.tenant])
      : target.site.host
    : null;
  return (
    <p className="auth-card__for" role="note">
      {site ? (
        <Trans>
          You are signing in to register for <strong>{race}</strong> on the <strong>{site}</strong>{" "}
          website.
        </Trans>
      ) : (
        <Trans>
          You are signing in to register for <strong>{race}</strong>.
        </Trans>
      )}
    </p>
  );
}
