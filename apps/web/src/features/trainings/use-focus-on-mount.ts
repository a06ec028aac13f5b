import { useEffect, useRef, useState } from "react";

/**
 * A heading that takes the focus when it appears because of the person's own action (the panel
 * with the button they pressed is gone), so the focus does not fall back to <body>. Decided once,
 * on mount: a later render never takes the focus back.
 */
export function useFocusOnMount<T extends HTMLElement>(wanted: boolean) {
  const ref = useRef<T>(null);
  const [focusNow] = useState(wanted);
  useEffect(() => {
    if (focusNow) ref.current?.focus();
  }, [focusNow]);
  return ref;
}
