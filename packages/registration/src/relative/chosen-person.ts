/** Someone else the signed-in person registers (decision 0030): named to core by their e-mail. */
export interface ChosenPerson {
  email: string;
  /** As the chooser showed them: a member's name, or the masked name a search found. */
  name: string;
  /** A member of the family group, or a friend (not kept). */
  kind: "relative" | "friend";
}
