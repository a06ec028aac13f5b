import { describe, expect, it } from "vitest";
import { LEGACY_CONTRACT } from "../contract/legacy-contract";
import { teamErrorCode } from "./legacy-codes";
import {
  moveRelayParticipantInputSchema,
  saveRelayRegistrationInputSchema,
  relayPositionSchema,
} from "./wire";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("the relay calls' shapes", () => {
  it("hold SPEC §7's six relay calls in the contract table, the rename as PUT", () => {
    expect(LEGACY_CONTRACT.getRelayRegistration).toMatchObject({
      method: "GET",
      path: "/Register/ApiRelayRegistration",
    });
    expect(LEGACY_CONTRACT.getRelayTeam.path).toBe("/Register/ApiRelayTeam");
    expect(LEGACY_CONTRACT.saveRelayRegistration.path).toBe("/Register/ApiSaveRelayRegistration");
    expect(LEGACY_CONTRACT.moveRelayParticipant.path).toBe("/Register/ApiMoveRelayParticipant");
    expect(LEGACY_CONTRACT.removeRelayParticipant.path).toBe("/Register/ApiRemoveRelayParticipant");
    expect(LEGACY_CONTRACT.changeRelayTeamName).toMatchObject({
      method: "PUT",
      path: "/Register/ApiChangeRelayTeamName",
    });
  });

  it("name each bad field by its message id", () => {
    const base = { eventCode: "neva-relay", raceCode: "relay4" };
    expect(messageOf(saveRelayRegistrationInputSchema.safeParse({ ...base, teamName: " " }))).toBe(
      "team.nameRequired",
    );
    expect(messageOf(saveRelayRegistrationInputSchema.safeParse({ ...base }))).toBe(
      "team.nameRequired",
    );
    expect(
      messageOf(saveRelayRegistrationInputSchema.safeParse({ ...base, teamName: "x".repeat(101) })),
    ).toBe("field.tooLong");
    expect(messageOf(relayPositionSchema.safeParse(0))).toBe("field.invalid");
    expect(messageOf(relayPositionSchema.safeParse(2.5))).toBe("field.invalid");
    expect(
      messageOf(
        moveRelayParticipantInputSchema.safeParse({
          teamRegistrationId: "1",
          memberId: "00000000-0000-4000-8000-000000000000",
          relayPosition: 1,
        }),
      ),
    ).toBe("field.invalid");
  });

  it("refuse a field nobody asked for", () => {
    const extra = saveRelayRegistrationInputSchema.safeParse({
      eventCode: "neva-relay",
      raceCode: "relay4",
      teamName: "Elks",
      captainId: "someone",
    });
    expect(extra.success).toBe(false);
  });
});

describe("SPEC §8 team codes", () => {
  it("map 1 and 2 to TEAM_EXISTS, 3 to TEAM_NOT_FOUND, anything else to none", () => {
    expect([1, 2, 3, 0, 4].map(teamErrorCode)).toEqual([
      "TEAM_EXISTS",
      "TEAM_EXISTS",
      "TEAM_NOT_FOUND",
      null,
      null,
    ]);
  });
});
