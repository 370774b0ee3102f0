import { slot } from '@/i18n/messageSlots'
import type { Translator } from '@/i18n/translator'

/** The live questions' words in the page's language, made on the server; values the browser knows stay slots. */
export const liveQuestionTexts = (t: Translator) => ({
  heading: t('liveQuestions.heading', { title: slot('title') }),
  intro: t('liveQuestions.intro'),
  label: t('liveQuestions.label'),
  placeholder: t('liveQuestions.placeholder'),
  ask: t('liveQuestions.ask'),
  asking: t('liveQuestions.asking'),
  voteLabel: t('liveQuestions.voteLabel'),
  withdrawLabel: t('liveQuestions.withdrawLabel'),
  /** Beside a count of 1; `votes` beside any other (English and German plurals). */
  vote: t('liveQuestions.vote'),
  votes: t('liveQuestions.votes'),
  yours: t('liveQuestions.yours'),
  answered: t('liveQuestions.answered'),
  none: t('liveQuestions.none'),
  shown: t('liveQuestions.shown', { shown: slot('shown'), total: slot('total') }),
  charactersLeft: t('liveQuestions.charactersLeft', { count: slot('count') }),
  failed: t('liveQuestions.failed'),
  signIn: t('liveQuestions.signIn'),
  notFound: t('liveQuestions.notFound'),
  notLive: t('liveQuestions.notLive'),
  tooFast: t('liveQuestions.tooFast'),
  checkInput: t('liveQuestions.checkInput'),
  closed: t('liveQuestions.closed'),
  tryAgain: t('liveQuestions.tryAgain'),
})

export type LiveQuestionTexts = ReturnType<typeof liveQuestionTexts>

/**
 * A refused request's words by its status: the endpoints answer in English, the member reads
 * their language. A 409 is a session not happening now for a question, and an answered question
 * or a session just over for a vote.
 */
export function refusalText(texts: LiveQuestionTexts, status: number, write: 'ask' | 'vote' | 'read' = 'read'): string {
  if (status === 400) return texts.checkInput
  if (status === 401) return texts.signIn
  if (status === 404) return texts.notFound
  if (status === 409) return write === 'vote' ? texts.closed : texts.notLive
  if (status === 429) return texts.tooFast
  return texts.tryAgain
}
