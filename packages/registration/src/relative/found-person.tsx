import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import type { ErrorCode, FoundFriend } from "@reg/domain";
import { FormAlert } from "@reg/ui/forms";
import { useState, type ReactNode } from "react";

export interface FoundPersonProps {
  found: Extract<FoundFriend, { found: true }>;
  actionLabel: ReactNode;
  onAction: () => Promise<void>;
  onBack: () => void;
  /** Shown above the action when it is possible (the wizard's "keep in my family"). */
  children?: ReactNode;
}

/**
 * The person an e-mail found, as much as may be shown ("Иван П."), and what may be done: their
 * own e-mail and an existing registration for the race are said instead of the action.
 */
export function FoundPerson(props: FoundPersonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const { found } = props;
  const blocked = found.isSelf || found.alreadyRegistered;
  return (
    <div className="found-person" role="status" aria-live="polite">
      <p className="found-person__name">
        <Trans>Found: {found.maskedName}</Trans>
      </p>
      {found.isSelf && (
        <p className="found-person__note">
          <Trans>This is your own e-mail: choose “Me” to register yourself.</Trans>
        </p>
      )}
      {!found.isSelf && found.alreadyRegistered && (
        <p className="found-person__note">
          <Trans>Already registered for this race.</Trans>
        </p>
      )}
      {!blocked && props.children}
      <FormAlert code={error} />
      <div className="found-person__actions">
        {!blocked && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              props
                .onAction()
                .catch((caught: unknown) => setError(appErrorCode(caught)))
                .finally(() => setBusy(false));
            }}
          >
            {props.actionLabel}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={props.onBack}>
          <Trans>Another e-mail</Trans>
        </button>
      </div>
    </div>
  );
}
