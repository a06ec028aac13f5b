import { paymentTimeLeftMs, type Instant } from "@reg/domain";
import { useEffect, useRef } from "react";
import { useNow, type Clock } from "./use-now";

/** Under five minutes left, a countdown says so (SPEC §9). */
const URGENT_MS = 5 * 60_000;

/**
 * The time left to pay an order created at `createdAt`, re-read every second, for the hold bar and
 * the payment step alike; `onExpired` is called once when it reaches zero. The latest `onExpired`
 * is the one called, so callers need not keep it stable.
 */
export function usePaymentTimeLeft(
  createdAt: Instant,
  clock: Clock | undefined,
  onExpired: () => void,
): { leftMs: number; urgent: boolean } {
  const now = useNow(clock);
  const leftMs = paymentTimeLeftMs(createdAt, new Date(now));
  const expired = leftMs === 0;
  const latestOnExpired = useRef(onExpired);
  useEffect(() => {
    latestOnExpired.current = onExpired;
  });
  useEffect(() => {
    if (expired) latestOnExpired.current();
  }, [expired]);
  return { leftMs, urgent: leftMs < URGENT_MS };
}
