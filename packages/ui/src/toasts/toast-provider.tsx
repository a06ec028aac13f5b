import { TOAST_ANCHOR, TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from "@reg/domain";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";

/** SPEC §2, §9: bottom-center, 4 s, never more than three at once. */
export function ToastProvider(props: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={TOAST_ANCHOR}
    >
      {props.children}
    </SnackbarProvider>
  );
}
