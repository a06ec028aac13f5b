import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../../features/account/forgot-password-page";

export const Route = createFileRoute("/account/forgot")({
  component: ForgotPasswordPage,
});
