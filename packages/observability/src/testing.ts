// What the servers' tests read their logs and metrics with (`@reg/observability/testing`).

/** A log line as pino writes it (JSON), with the fields the observability tests read. */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  path?: string;
  statusCode?: number;
}

/** A pino destination that keeps every line, for `logger: { level, stream }`. */
export function logCapture(): { lines: LogLine[]; stream: { write(line: string): void } } {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } };
}

/**
 * The value of one series in Prometheus' text format: `name` and every label pair given, whatever
 * the order of the labels; undefined when there is no such series.
 */
export function seriesValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const pairs = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const labelled = line.startsWith(`${name}{`);
    if (!labelled && !line.startsWith(`${name} `)) continue;
    const labelText = labelled ? line.slice(name.length, line.indexOf("}") + 1) : "";
    if (pairs.every((pair) => labelText.includes(pair)))
      return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

/** GET `${metricsUrl}/metrics`, as Prometheus scrapes it. */
export async function scrape(metricsUrl: string | undefined): Promise<string> {
  if (metricsUrl === undefined) throw new Error("the server has no admin listener");
  const answer = await fetch(`${metricsUrl}/metrics`);
  if (answer.status !== 200) throw new Error(`scrape failed: ${answer.status}`);
  return answer.text();
}
