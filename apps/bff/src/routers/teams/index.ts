import { router } from "../../trpc";
import {
  handCaptaincy,
  memberForm,
  moveMember,
  regenerateCode,
  removeMember,
  rename,
  saveMember,
  saveOrder,
} from "./captain";
import { create, join, leave } from "./membership";
import { get, getForRace, listMine } from "./reads";

/** Teams and relays (issue 11 item 1): the race's team rules, a team's roster, the captain's changes. */
export const teamsRouter = router({
  getForRace,
  get,
  listMine,
  create,
  join,
  leave,
  moveMember,
  removeMember,
  rename,
  regenerateCode,
  handCaptaincy,
  saveMember,
  memberForm,
  saveOrder,
});
