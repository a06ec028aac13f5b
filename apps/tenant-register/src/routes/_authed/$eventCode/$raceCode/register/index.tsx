import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "../../../../../features/registration/register-page";

export const Route = createFileRoute("/_authed/$eventCode/$raceCode/register/")({
  component: RegisterRoute,
});

function RegisterRoute() {
  const params = Route.useParams();
  const { portalOrigin } = Route.useRouteContext();
  return (
    <RegisterPage
      eventCode={params.eventCode}
      raceCode={params.raceCode}
      portalOrigin={portalOrigin}
    />
  );
}
