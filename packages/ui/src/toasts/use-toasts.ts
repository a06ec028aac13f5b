import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ErrorCode } from "@reg/domain";
import { errorMessages } from "@reg/i18n";
import { useMemo } from "react";
import { useShowToast } from "./toast-context";

/** Toasts speak only through the catalogs: a descriptor or an error code, never a raw string. */
export function useToasts() {
  const show = useShowToast();
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      success: (message: MessageDescriptor) =>
        show({ message: i18n._(message), variant: "success" }),
      info: (message: MessageDescriptor) => show({ message: i18n._(message), variant: "info" }),
      error: (code: ErrorCode) => show({ message: i18n._(errorMessages[code]), variant: "error" }),
    }),
    [show, i18n],
  );
}
