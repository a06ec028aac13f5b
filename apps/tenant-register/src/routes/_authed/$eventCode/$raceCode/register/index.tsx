import { wizardStepSchema, type WizardStep } from "@reg/domain";
import { selectIsAuthorized, selectLocale } from "@reg/front";
import { prefetchRegisterScreen } from "@reg/registration/prefetch";
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { z } from "zod";
import { RegisterPage } from "../../../../../features/registration/register-page";

/** `?step=` makes each wizard step addressable; a mangled one is dropped (the wizard picks). */
const registerSearchSchema = z.object({
  step: wizardStepSchema.optional().catch(undefined),
});

export const Route = createFileRoute("/_authed/$eventCode/$raceCode/register/")({
  validateSearch: registerSearchSchema,
  loader: ({ context, params }) => {
    // The first screen's reads at once, without holding the page back: it shows its own pending
    // state and errors, as the home page does. Not for someone the login gate kept out.
    const state = context.store.getState();
    if (!selectIsAuthorized(state)) return;
    void prefetchRegisterScreen(
      context.queryClient,
      context.trpcClient,
      params,
      selectLocale(state),
    );
  },
  component: RegisterRoute,
});

/** The wizard's step in the address: a history entry per step, so Back and Forward move between them. */
function useStepAddress() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onStepChange = useCallback(
    (step: WizardStep, how: "push" | "replace") =>
      void navigate({ search: { step }, replace: how === "replace", resetScroll: false }),
    [navigate],
  );
  return { step: search.step, onStepChange };
}

function RegisterRoute() {
  const params = Route.useParams();
  const address = useStepAddress();
  const { portalOrigin } = Route.useRouteContext();
  return (
    <RegisterPage
      eventCode={params.eventCode}
      raceCode={params.raceCode}
      {...address}
      portalOrigin={portalOrigin}
    />
  );
}
