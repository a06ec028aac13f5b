import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@reg/front";
import { NotFoundState } from "@reg/ui";
import { Link } from "@tanstack/react-router";

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <div className="container">
      <NotFoundState
        homeLink={
          <Link to="/" className="btn btn--primary">
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    </div>
  );
}
