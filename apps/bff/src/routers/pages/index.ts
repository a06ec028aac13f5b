import { router } from "../../trpc";
import { getCareer } from "./get-career";
import { getContacts } from "./get-contacts";
import { getEventsRating } from "./get-events-rating";
import { getPage } from "./get-page";
import { listCareers } from "./list-careers";

/** The portal's content pages (docs/decisions/0020). */
export const pagesRouter = router({
  get: getPage,
  contacts: getContacts,
  careers: listCareers,
  career: getCareer,
  eventsRating: getEventsRating,
});
