import { useLingui } from "@lingui/react";
import type { ErrorCode } from "@reg/domain";
import { errorMessages } from "@reg/i18n";

/** A form-level failure (wrong password, too many attempts), announced as soon as it appears. */
export function FormAlert(props: { code: ErrorCode | null | undefined }) {
  const { i18n } = useLingui();
  if (!props.code) return null;
  return (
    <div className="alert alert--error" role="alert">
      {i18n._(errorMessages[props.code])}
    </div>
  );
}
