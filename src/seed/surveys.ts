import { type Doc, type Seed, addGerman, matching, titled } from './context'
import { banner } from './media'
import type { DemoMembers } from './members'
import { richText } from './richText'
import { SURVEY_ROWS } from './surveyRows'

export { SURVEY_ROWS }

/** The surveys with their questions, and a few members' responses. */
export async function seedSurveys(seed: Seed, { member, others }: DemoMembers): Promise<void> {
  const surveys: Doc[] = []
  const questionsBySurvey = new Map<Doc, Doc[]>()
  for (const { title, de, isAnonymous, isActive, isBenchmark = false, color, questions: questionRows } of SURVEY_ROWS) {
    const row = { title, isAnonymous, isActive, isBenchmark }
    const image = await banner(seed, row.title, color, '#fbbf24')
    const survey = await seed.ensure('surveys', matching({ title: row.title }), {
      ...row,
      description: richText(`Help the community understand ${row.title.toLowerCase()}.`),
      image: image.id,
    })
    await addGerman(seed, 'surveys', survey, { title: de.title, description: richText(de.description) })
    surveys.push(survey)
    const questions: Doc[] = []
    for (const [order, question] of questionRows.entries()) {
      const stored = await seed.ensure('survey-questions', matching({ survey: survey.id, questionText: question.questionText }), {
        survey: survey.id,
        questionText: question.questionText,
        questionType: question.questionType,
        options: (question.options ?? []).map((label) => ({ label })),
        allowMultipleAnswers: Boolean(question.allowMultipleAnswers),
        isRequired: question.isRequired ?? true,
        orderIndex: order,
      })
      // The options are shared by both languages: the German labels go to the same rows, by id.
      const labels = question.de.options ?? []
      const options = ((stored.options ?? []) as { id: string }[]).map(({ id }, i) => ({ id, label: labels[i] }))
      await addGerman(seed, 'survey-questions', stored, { questionText: question.de.questionText, ...(options.length ? { options } : {}) })
      questions.push(stored)
    }
    questionsBySurvey.set(survey, questions)
  }

  const respond = async (surveyTitle: string, respondent: Doc) => {
    const survey = titled(surveys, surveyTitle)
    const answers = SURVEY_ROWS.find((row) => row.title === surveyTitle)!.answers
    // An anonymous survey's responses keep no member (a hook drops it), so they are found without one.
    const owner = survey.isAnonymous ? { user: { exists: false } } : { user: { equals: respondent.id } }
    for (const [i, question] of questionsBySurvey.get(survey)!.entries()) {
      await seed.ensure(
        'survey-responses',
        { and: [{ question: { equals: question.id } }, owner] },
        { survey: survey.id, question: question.id, responseValue: answers[i] },
        { user: respondent },
      )
    }
  }
  const [jonas, lena] = others
  await respond('Remote Access Practices 2026', member)
  await respond('Community Event Feedback', member)
  await respond('Community Event Feedback', jonas!)
  await respond('Community Event Feedback', lena!)

  // More visitors' answers to the anonymous survey, so its results show (a breakdown needs five
  // respondents); the member survey keeps three and shows how a smaller one is hidden.
  const remoteAccess = titled(surveys, 'Remote Access Practices 2026')
  const [firstQuestion, ...rest] = questionsBySurvey.get(remoteAccess)!
  const answered = await seed.payload.count({ collection: 'survey-responses', where: { question: { equals: firstQuestion!.id } } })
  for (const answers of ANONYMOUS_ANSWERS.slice(Math.max(0, answered.totalDocs - 1))) {
    for (const [i, question] of [firstQuestion!, ...rest].entries()) {
      if (answers[i] === '') continue
      await seed.payload.create({
        collection: 'survey-responses',
        data: { survey: remoteAccess.id, question: question.id, responseValue: answers[i]! },
        overrideAccess: true,
      })
    }
  }
}

/** Further anonymous answers to 'Remote Access Practices 2026', in its questions' order ('' skips the optional text). */
const ANONYMOUS_ANSWERS = [
  ['Jump host', JSON.stringify(['Asset inventory']), '3', 'no', 'Finding people who know both worlds'],
  ['VPN', JSON.stringify(['Segmentation', 'Incident response']), '2', 'no', ''],
  ['Vendor cloud portal', JSON.stringify(['Patching']), '3', 'yes', 'Vendors who want permanent access'],
  ['Jump host', JSON.stringify(['Segmentation', 'Asset inventory', 'Incident response']), '4', 'yes', ''],
  ['VPN', JSON.stringify(['Incident response']), '5', 'yes', 'Getting management to listen'],
  ['None', JSON.stringify(['Asset inventory']), '1', 'no', 'Nobody knows what is connected'],
  ['Jump host', JSON.stringify(['Segmentation']), '3', 'yes', ''],
]
