/** How a bench server tells the runner it is up: one JSON line on stdout, `{ "url": … }`. */
export function announce(url: string): void {
  process.stdout.write(`${JSON.stringify({ url })}\n`);
}

/** Stops on the runner's signal; `--cpu-prof` needs a normal exit to write its profile. */
export function stopOn(stop: () => Promise<void>): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
