/**
 * Demo content in both languages: each demo survey and question has its German version beside
 * the English one, and the German option labels line up with the English options they
 * translate (they are written to the same option rows, by position).
 */
import { describe, expect, test } from 'vitest'

import { SURVEY_ROWS } from '../../src/seed/surveys'

describe('demo surveys in German', () => {
  test('every survey and question has a German text', () => {
    for (const survey of SURVEY_ROWS) {
      expect(survey.de.title.trim()).not.toBe('')
      expect(survey.de.description.trim()).not.toBe('')
      for (const question of survey.questions) expect(question.de.questionText.trim()).not.toBe('')
    }
  })

  test('a question has one German label for each of its options, and no German options otherwise', () => {
    for (const survey of SURVEY_ROWS) {
      for (const question of survey.questions) {
        expect(question.de.options?.length ?? 0, question.questionText).toBe(question.options?.length ?? 0)
        for (const label of question.de.options ?? []) expect(label.trim(), question.questionText).not.toBe('')
      }
    }
  })

  test('no German question text appears in two surveys', () => {
    const texts = SURVEY_ROWS.flatMap((survey) => survey.questions.map((question) => question.de.questionText.toLowerCase()))
    expect(new Set(texts).size).toBe(texts.length)
  })
})
