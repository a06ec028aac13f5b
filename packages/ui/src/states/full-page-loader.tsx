import { Trans } from "@lingui/react/macro";

/** SPEC §2: covers the page until the tenant and the user are known. */
export function FullPageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <div className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
