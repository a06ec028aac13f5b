import { z } from "zod";

/** POST /api/account/logout answers `{ ok: true }` (docs/legacy-contract.md). */
export const logoutResultSchema = z.object({ ok: z.literal(true) });
export type LogoutResult = z.infer<typeof logoutResultSchema>;
