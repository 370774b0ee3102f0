import type { Translator } from '@/i18n/translator'

import type { SurveyFormTexts } from './SurveyForm'

const KEYS = [
  'authenticationRequired',
  'home',
  'moreSurveys',
  'no',
  'optional',
  'saved',
  'savedCompare',
  'seeComparison',
  'signIn',
  'signInToParticipate',
  'submit',
  'submitting',
  'thanks',
  'yes',
  'yourAnswer',
] as const satisfies readonly (keyof SurveyFormTexts)[]

/** The survey form's words for SurveyForm, from the page's translator. */
export const surveyFormTexts = (t: Translator): SurveyFormTexts =>
  Object.fromEntries(KEYS.map((key) => [key, t(`surveyForm.${key}`)])) as SurveyFormTexts
