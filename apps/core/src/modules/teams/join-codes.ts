import { randomFillSync } from "node:crypto";
import { generateJoinCode } from "@reg/domain";

/** A fresh join code from the operating system's cryptographic source. */
export function newJoinCode(): string {
  return generateJoinCode((bytes) => randomFillSync(bytes));
}

/** The unique index a (vanishingly rare) repeated code hits; the take is tried again with another. */
export const JOIN_CODE_INDEX = "relay_teams_join_code_idx";
