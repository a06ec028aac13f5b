import { Trans } from "@lingui/react/macro";
import { selectTenant } from "../store/selectors";
import { useAppSelector } from "../store/store";

/** The tenant's wordmark; the app wraps it in a link to its home page. */
export function SiteLogoContent() {
  const { info } = useAppSelector(selectTenant);
  const text = info?.theme.logoText || info?.name;
  return (
    <>
      <span className="logo__mark" aria-hidden="true">
        {(text ?? "R").slice(0, 1).toUpperCase()}
      </span>
      <span className="logo__text">{text ?? <Trans>Race registration</Trans>}</span>
    </>
  );
}
