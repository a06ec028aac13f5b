import { createContext, useContext } from "react";

/** One toast as the app asks for it: the text already translated, and how it looks. */
export interface Toast {
  message: string;
  variant: "success" | "info" | "warning" | "error";
  /** The same text already on screen is not shown twice. */
  preventDuplicate?: boolean;
}

export type ShowToast = (toast: Toast) => void;

/** Outside a ToastProvider (a test of one piece), toasts go nowhere, as notistack's do. */
export const ToastContext = createContext<ShowToast>(() => undefined);

/** Shows a toast through the app's ToastProvider; prefer `useToasts`, which speaks the catalogs. */
export function useShowToast(): ShowToast {
  return useContext(ToastContext);
}
