import { Trans, useLingui } from "@lingui/react/macro";
import { selectTenant, useAppSelector, useDocumentTitle } from "@reg/front";

/**
 * The person signed in on the portal but came back here without a session (the portal's cookie
 * does not reach this host): said plainly, with a way to try again, instead of bouncing between
 * the two sites.
 */
export function SessionNotSharedPage(props: { onTryAgain: () => void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Sign-in did not reach this site`);
  const supportEmail = useAppSelector(selectTenant).info?.supportEmail;
  return (
    <div className="container">
      <div className="state state--page" role="alert">
        <h1 className="state__title">
          <Trans>Sign-in did not reach this site</Trans>
        </h1>
        <p className="state__text">
          <Trans>You signed in, but this registration site did not receive your session.</Trans>{" "}
          {supportEmail && (
            <Trans>
              If it happens again, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Trans>
          )}
        </p>
        <div className="state__actions">
          <button type="button" className="btn btn--primary" onClick={props.onTryAgain}>
            <Trans>Sign in again</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
