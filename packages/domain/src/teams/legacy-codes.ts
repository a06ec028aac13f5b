import type { ErrorCode } from "../errors/error-codes";

/**
 * SPEC §8: the legacy team calls answered a result code, 1 and 2 meaning a team with that name
 * already exists, 3 that the team was not found. Our contract's codes for them; null for a code
 * that is no team error.
 */
export function teamErrorCode(
  legacyCode: number,
): Extract<ErrorCode, "TEAM_EXISTS" | "TEAM_NOT_FOUND"> | null {
  switch (legacyCode) {
    case 1:
    case 2:
      return "TEAM_EXISTS";
    case 3:
      return "TEAM_NOT_FOUND";
    default:
      return null;
  }
}

/** The field each team error is shown under, with its message id (the team step's form). */
export const TEAM_ERROR_FIELDS = {
  TEAM_EXISTS: { teamName: "team.exists" },
  TEAM_NOT_FOUND: { joinCode: "joinCode.notFound" },
} as const;
