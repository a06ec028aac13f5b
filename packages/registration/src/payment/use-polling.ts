import { useEffect, useRef } from "react";

/**
 * Calls `poll` every `intervalMs` while `active`, one call at a time: a slow answer is waited for
 * rather than piled up behind (a bank's status check can take seconds). Failures are retried on
 * the next tick; the caller decides when to stop by turning `active` off.
 */
export function usePolling(
  poll: () => Promise<void>,
  intervalMs: number,
  active: boolean,
  /** The first call's delay; 0 asks at once. */
  firstDelayMs: number = intervalMs,
): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        await latest.current();
      } catch {
        // A missed check is retried on the next tick; the page keeps saying "checking".
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    timer = setTimeout(() => void tick(), firstDelayMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [intervalMs, active, firstDelayMs]);
}
