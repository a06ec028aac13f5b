import { z } from "zod";

/** For procedures that take nothing: anything sent is refused (VALIDATION_FAILED), not ignored. */
export const noInput = z.undefined();
