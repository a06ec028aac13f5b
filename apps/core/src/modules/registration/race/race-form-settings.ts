import { z } from "zod";
import type { Locale, ParticipantFormSettings } from "@reg/domain";

/** An organizer's question as stored in `races.form_settings`, with its text in both languages. */
const storedQuestionSchema = z.object({
  id: z.string(),
  required: z.boolean(),
  choices: z.array(z.string()).nullable().default(null),
  textRu: z.string(),
  textEn: z.string(),
});

/** `races.form_settings`: what the participant form asks beyond its fixed fields. */
export const raceFormSettingsSchema = z.object({
  specialCategories: z.array(z.string()).default([]),
  startPackets: z.array(z.string()).default([]),
  questions: z.array(storedQuestionSchema).default([]),
  requireDocument: z.boolean().default(false),
});
export type RaceFormSettings = z.infer<typeof raceFormSettingsSchema>;
export type RaceFormSettingsInput = z.input<typeof raceFormSettingsSchema>;

/** The settings as the domain's participant form rules take them. */
export function participantSettingsOf(settings: RaceFormSettings): ParticipantFormSettings {
  return {
    specialCategories: settings.specialCategories,
    startPackets: settings.startPackets,
    questions: settings.questions.map((q) => ({
      id: q.id,
      required: q.required,
      choices: q.choices,
    })),
    requireDocument: settings.requireDocument,
  };
}

export function questionsIn(settings: RaceFormSettings, language: Locale) {
  return settings.questions.map((q) => ({
    id: q.id,
    text: language === "en" ? q.textEn : q.textRu,
    required: q.required,
    choices: q.choices,
  }));
}
