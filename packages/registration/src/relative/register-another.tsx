import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";

/**
 * Under an order's payment step: someone else may still be registered for the race first, and
 * then every order paid in one payment from the last one's step (decisions 0030, 0032). Without
 * it, this tab's kept payment step is all the register page shows the person again.
 */
export function RegisterAnother(props: { onRegisterAnother: () => Promise<void> }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <section className="register-another" aria-labelledby={`${id}-title`}>
      <h2 className="register-another__title" id={`${id}-title`}>
        <Trans>Someone else taking part too?</Trans>
      </h2>
      <p className="register-another__text">
        <Trans>Register them now: on the last payment step you can pay for everyone at once.</Trans>
      </p>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setBusy(true);
          void props.onRegisterAnother().finally(() => setBusy(false));
        }}
      >
        <Trans>Register someone else</Trans>
      </button>
    </section>
  );
}
