import { router } from "../../trpc";
import { issueHandoff } from "./issue-handoff";
import { login } from "./login";
import { logout } from "./logout";
import { redeemHandoff } from "./redeem-handoff";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { signUp } from "./sign-up";

export const authRouter = router({
  login,
  signUp,
  logout,
  issueHandoff,
  redeemHandoff,
  requestPasswordReset,
  resetPassword,
});
