/**
 * A surname of letters only (the name rule's), unique to this run and project: `prefix` and the
 * time's last digits spelled as letters, so each journey finds its own participant by name.
 */
export function uniqueSurname(prefix: string, project: string): string {
  const digits = `${Date.now()}${project.length}`.slice(-7);
  return `${prefix}${[...digits].map((d) => "abcdefghij"[Number(d)] ?? "a").join("")}`;
}
