import { Trans } from "@lingui/react/macro";

/** A step whose data is on its way: said to screen readers, shown as a spinner. */
export function StepLoading() {
  return (
    <div className="wizard-loading" role="status">
      <span className="btn__spinner" aria-hidden="true" />
      <Trans>Loading…</Trans>
    </div>
  );
}
