import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ErrorCode } from "@reg/domain";
import { errorMessages } from "@reg/i18n";
import { useSnackbar } from "notistack";
import { useMemo } from "react";

/** Toasts speak only through the catalogs: a descriptor or an error code, never a raw string. */
export function useToasts() {
  const { enqueueSnackbar } = useSnackbar();
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      success: (message: MessageDescriptor) =>
        enqueueSnackbar(i18n._(message), { variant: "success" }),
      info: (message: MessageDescriptor) => enqueueSnackbar(i18n._(message), { variant: "info" }),
      error: (code: ErrorCode) =>
        enqueueSnackbar(i18n._(errorMessages[code]), { variant: "error" }),
    }),
    [enqueueSnackbar, i18n],
  );
}
