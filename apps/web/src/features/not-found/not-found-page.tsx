import { Trans } from "@lingui/react/macro";
import { usePageHeadTitle } from "@reg/front";
import { NotFoundState } from "@reg/ui";
import { Link } from "@tanstack/react-router";

export function NotFoundPage() {
  usePageHeadTitle("notFound");
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
