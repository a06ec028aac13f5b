/** Toasts (SPEC §2, §9), in the shape notistack's SnackbarProvider takes. */
export const TOAST_AUTO_HIDE_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_ANCHOR = { vertical: "bottom", horizontal: "center" } as const;
