import { describe, expect, test } from 'vitest'

import { SURVEY_ROWS } from '../../src/seed/surveys'

describe('demo surveys', () => {
  test('each seeded survey asks its own questions: no question text appears in two surveys', () => {
    const surveysByQuestion = new Map<string, string[]>()
    for (const survey of SURVEY_ROWS) {
      for (const question of survey.questions) {
        const text = question.questionText.trim().toLowerCase()
        surveysByQuestion.set(text, [...(surveysByQuestion.get(text) ?? []), survey.title])
      }
    }
    const shared = [...surveysByQuestion].filter(([, titles]) => titles.length > 1)
    expect(shared).toEqual([])
    expect(SURVEY_ROWS.map((survey) => survey.title)).toEqual(
      expect.arrayContaining(['Remote Access Practices 2026', 'Community Event Feedback']),
    )
  })

  test('the Community Event Feedback survey asks about an event, with a rating, choices, yes/no and text', () => {
    const feedback = SURVEY_ROWS.find((survey) => survey.title === 'Community Event Feedback')!
    expect(feedback.questions.map((question) => question.questionType).sort()).toEqual(
      ['multiple_choice', 'multiple_choice', 'rating', 'text', 'yes_no'].sort(),
    )
    expect(feedback.questions.every((question) => /event/i.test(question.questionText))).toBe(true)
    // One seeded answer per question, each a valid answer to it.
    expect(feedback.answers).toHaveLength(feedback.questions.length)
    feedback.questions.forEach((question, index) => {
      const answer = feedback.answers[index]!
      if (question.questionType === 'multiple_choice') {
        const chosen: string[] = question.allowMultipleAnswers ? JSON.parse(answer) : [answer]
        for (const option of chosen) expect(question.options).toContain(option)
      }
      if (question.questionType === 'rating') expect(['1', '2', '3', '4', '5']).toContain(answer)
      if (question.questionType === 'yes_no') expect(['yes', 'no']).toContain(answer)
    })
  })
})
