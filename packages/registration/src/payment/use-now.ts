import { useEffect, useState } from "react";

/** Where "now" comes from: Date.now in the app, a fixed or stepped clock in tests and e2e. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** The clock's time, re-read every `intervalMs` while mounted (countdowns, the 1-hour rule). */
export function useNow(clock: Clock = systemClock, intervalMs = 1000): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}
