import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { ToastContext, type ShowToast, type Toast } from "./toast-context";

/**
 * notistack (some 9 kB gzipped) loads with the first toast, not with every page (decision 0022).
 * Tests load it up front, so a toast shows as soon as it is asked for.
 */
export const loadToastHost = () => import("./toast-host");
const ToastHost = lazy(loadToastHost);

/**
 * Gives every screen its toasts. The toast stack mounts on the first one asked for; toasts asked
 * for while it loads are kept and shown, in order, as soon as it is there.
 */
export function ToastProvider(props: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const pending = useRef<Toast[]>([]);
  const ready = useRef<ShowToast | null>(null);
  const show = useCallback<ShowToast>((toast) => {
    if (ready.current) {
      ready.current(toast);
      return;
    }
    pending.current.push(toast);
    setHostWanted(true);
  }, []);
  const onReady = useCallback((showNow: ShowToast) => {
    ready.current = showNow;
    for (const toast of pending.current.splice(0)) showNow(toast);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {props.children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
