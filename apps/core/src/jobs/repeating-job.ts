export interface RepeatingJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, never two at once; a failed run is reported and the next one
 * tries again. The timer does not keep the process alive.
 */
export function startRepeatingJob(
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
): RepeatingJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
