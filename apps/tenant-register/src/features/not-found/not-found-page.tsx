import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@reg/front";
import { NotFoundState } from "@reg/ui";
import { Link } from "@tanstack/react-router";

/** The way on from a wrong address is the tenant's home: the races it takes registrations for. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <div className="container">
      <NotFoundState
        homeLink={
          <Link to="/" className="btn btn--primary">
            <Trans>See the races</Trans>
          </Link>
        }
      />
    </div>
  );
}
