import { accountRouter } from "./routers/account";
import { authRouter } from "./routers/auth";
import { championshipsRouter } from "./routers/championships";
import { clubsRouter } from "./routers/clubs";
import { eventsRouter } from "./routers/events";
import { familyRouter } from "./routers/family";
import { giftsRouter } from "./routers/gifts";
import { taxRouter } from "./routers/tax";
import { pagesRouter } from "./routers/pages";
import { paymentRouter } from "./routers/payment";
import { registrationRouter } from "./routers/registration";
import { resultsRouter } from "./routers/results";
import { seriesRouter } from "./routers/series";
import { teamsRouter } from "./routers/teams";
import { trainingsRouter } from "./routers/trainings";
import { tenantRouter } from "./routers/tenant";
import { userRouter } from "./routers/user";
import { router } from "./trpc";

/** The contract the front codes against: served at /trpc, plain JSON (no transformer). */
export const appRouter = router({
  tenant: tenantRouter,
  user: userRouter,
  account: accountRouter,
  auth: authRouter,
  events: eventsRouter,
  series: seriesRouter,
  results: resultsRouter,
  clubs: clubsRouter,
  championships: championshipsRouter,
  registration: registrationRouter,
  payment: paymentRouter,
  teams: teamsRouter,
  trainings: trainingsRouter,
  family: familyRouter,
  gifts: giftsRouter,
  tax: taxRouter,
  pages: pagesRouter,
});

export type AppRouter = typeof appRouter;
