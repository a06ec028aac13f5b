import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@reg/front";
import { NotFoundState } from "@reg/ui";

/** This app holds only register pages, so there is no home to send people to from here. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <div className="container">
      <NotFoundState homeLink={null} />
    </div>
  );
}
