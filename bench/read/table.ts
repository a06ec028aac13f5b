import { type WrkResult } from "./wrk";
import { defined } from "@reg/domain";

export interface Row {
  target: string;
  connections: number;
  result: WrkResult;
}

const fixed = (value: number, digits: number): string => value.toFixed(digits);

/** A plain-text table, one row per target and connection count. */
export function formatTable(rows: readonly Row[]): string {
  const header = ["target", "conns", "req/s", "p50 ms", "p99 ms", "failures"];
  const body = rows.map((row) => [
    row.target,
    String(row.connections),
    fixed(row.result.rps, 0),
    fixed(row.result.p50Ms, 2),
    fixed(row.result.p99Ms, 2),
    String(row.result.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => defined(cells[column]).length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) =>
        column === 0
          ? cell.padEnd(defined(widths[column]))
          : cell.padStart(defined(widths[column])),
      )
      .join("  ");
  return [
    line(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...body.map(line),
  ].join("\n");
}
