import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPCClient } from "@reg/api";
import type { CurrentUser } from "@reg/domain";
import { usePageHeadTitle, useSession } from "@reg/front";
import { useToasts } from "@reg/ui";
import { useNavigate } from "@tanstack/react-router";
import { useId, useRef, type KeyboardEvent } from "react";
import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";
import { trustedReturnHosts } from "../../env";
import { handoffIssuer, returnAddressWithHandoff } from "./return-with-handoff";
import { AFTER_LOGIN_PATH, safeReturnUrl } from "./safe-return-url";
import { SignUpForm } from "./sign-up-form";
import { SigningInFor } from "./signing-in-for";
import "./account.css";

export type LoginMode = "login" | "signup";
const MODES: LoginMode[] = ["login", "signup"];

interface LoginPageProps {
  mode: LoginMode;
  returnUrl: string | undefined;
  onModeChange: (mode: LoginMode) => void;
}

/** Login and sign-up on one page (docs/decisions/0001), as two tabs of one card. */
export function LoginPage(props: LoginPageProps) {
  const { t } = useLingui();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const trpcClient = useTRPCClient();
  const id = useId();
  const tabRefs = useRef<Record<LoginMode, HTMLButtonElement | null>>({
    login: null,
    signup: null,
  });
  usePageHeadTitle(props.mode === "login" ? "signIn" : "signUp");

  const finish = async (user: CurrentUser, welcome: "login" | "signup") => {
    session.signedIn(user);
    toasts.success(
      welcome === "login" ? msg`You are signed in` : msg`Your account has been created`,
    );
    const target = safeReturnUrl(props.returnUrl, trustedReturnHosts) ?? AFTER_LOGIN_PATH;
    // A path is this app's to route; a tenant app's full address is another site to load, with
    // the session handed over to it (the form stays busy until the page goes).
    if (target.startsWith("/")) void navigate({ href: target, replace: true });
    else window.location.replace(await returnAddressWithHandoff(target, handoffIssuer(trpcClient)));
  };

  // WAI-ARIA tabs: arrows move between the two tabs.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = props.mode === "login" ? "signup" : "login";
    props.onModeChange(next);
    tabRefs.current[next]?.focus();
  };

  const tabLabel: Record<LoginMode, string> = { login: t`Sign in`, signup: t`Sign up` };

  return (
    <AuthCard
      title={
        props.mode === "login" ? (
          <Trans>Sign in to your account</Trans>
        ) : (
          <Trans>Create an account</Trans>
        )
      }
    >
      <p className="auth-card__lead">
        {props.mode === "login" ? (
          <Trans>Sign in to register for events and keep track of your orders.</Trans>
        ) : (
          <Trans>One account for every event: register in a couple of clicks.</Trans>
        )}
      </p>
      <SigningInFor returnUrl={props.returnUrl} />
      <div
        className="segmented segmented--block auth-card__tabs"
        role="tablist"
        aria-label={t`Sign in or sign up`}
      >
        {MODES.map((mode) => (
          <button
            key={mode}
            ref={(element) => {
              tabRefs.current[mode] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${mode}-tab`}
            className="segmented__item"
            aria-selected={props.mode === mode}
            aria-controls={`${id}-${mode}-panel`}
            tabIndex={props.mode === mode ? 0 : -1}
            onClick={() => props.onModeChange(mode)}
            onKeyDown={onTabKeyDown}
          >
            {tabLabel[mode]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${props.mode}-panel`}
        aria-labelledby={`${id}-${props.mode}-tab`}
      >
        {props.mode === "login" ? (
          <LoginForm onSignedIn={(user) => finish(user, "login")} />
        ) : (
          <SignUpForm onSignedIn={(user) => finish(user, "signup")} />
        )}
      </div>
    </AuthCard>
  );
}
