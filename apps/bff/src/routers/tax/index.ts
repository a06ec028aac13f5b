import { router } from "../../trpc";
import { resend, submit } from "./changes";
import { list, preview } from "./reads";

/**
 * The tax deduction certificates (issue 10, decision 0034): the preview of a request, its submit,
 * the person's certificates with their states, and a resend by e-mail. The PDF is streamed by
 * http/own-pdf-proxy.ts.
 */
export const taxRouter = router({ preview, submit, list, resend });
