import { router } from "../../trpc";
import { login } from "./login";
import { logout } from "./logout";
import { signUp } from "./sign-up";

export const authRouter = router({ login, signUp, logout });
