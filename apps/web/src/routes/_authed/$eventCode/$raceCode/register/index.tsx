import { registerRouteOptions, useRegisterStepAddress } from "@reg/registration/route";
import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "../../../../../features/registration/register-page";

export const Route = createFileRoute("/_authed/$eventCode/$raceCode/register/")({
  ...registerRouteOptions,
  component: RegisterRoute,
});

function RegisterRoute() {
  const params = Route.useParams();
  const navigate = Route.useNavigate();
  const address = useRegisterStepAddress(Route.useSearch(), (search, replace) => {
    void navigate({ search, replace, resetScroll: false });
  });
  return <RegisterPage eventCode={params.eventCode} raceCode={params.raceCode} {...address} />;
}
