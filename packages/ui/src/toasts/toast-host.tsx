import { TOAST_ANCHOR, TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from "@reg/domain";
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import type { ShowToast } from "./toast-context";

/**
 * notistack, loaded with the first toast (toast-provider.tsx). SPEC §2, §9: bottom-center, 4 s,
 * never more than three at once. `onReady` gets the way to show toasts once the stack is mounted.
 */
export default function ToastHost(props: { onReady: (show: ShowToast) => void }) {
  const { onReady } = props;
  useEffect(() => {
    onReady(({ message, variant, preventDuplicate }) => {
      enqueueSnackbar(message, { variant, preventDuplicate });
    });
  }, [onReady]);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={TOAST_ANCHOR}
    />
  );
}
