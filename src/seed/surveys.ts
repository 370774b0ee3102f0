import { type Doc, type Seed, matching, titled } from './context'
import { banner } from './media'
import type { DemoMembers } from './members'
import { richText } from './richText'

type QuestionRow = {
  questionText: string
  questionType: 'multiple_choice' | 'rating' | 'yes_no' | 'text'
  options?: string[]
  allowMultipleAnswers?: boolean
  isRequired?: boolean
}

/**
 * Anonymous and sign-in-only surveys, and a closed one; `color` is the banner's. Each asks its
 * own questions, of all four types; `answers` holds one answer to each, in the same order.
 */
export const SURVEY_ROWS: {
  title: string
  isAnonymous: boolean
  isActive: boolean
  color: string
  questions: QuestionRow[]
  answers: string[]
}[] = [
  {
    title: 'Remote Access Practices 2026',
    isAnonymous: true,
    isActive: true,
    color: '#1e3a8a',
    questions: [
      {
        questionText: 'Which remote access method does your site use most?',
        questionType: 'multiple_choice',
        options: ['VPN', 'Jump host', 'Vendor cloud portal', 'None'],
        allowMultipleAnswers: false,
      },
      {
        questionText: 'Which topics should the community cover next?',
        questionType: 'multiple_choice',
        options: ['Segmentation', 'Patching', 'Asset inventory', 'Incident response'],
        allowMultipleAnswers: true,
      },
      { questionText: 'How would you rate your organization’s OT security maturity?', questionType: 'rating' },
      { questionText: 'Do you run a dedicated OT security team?', questionType: 'yes_no' },
      { questionText: 'What is your biggest obstacle today?', questionType: 'text', isRequired: false },
    ],
    answers: ['VPN', JSON.stringify(['Segmentation', 'Patching']), '4', 'yes', 'Budget for legacy replacements'],
  },
  {
    title: 'Community Event Feedback',
    isAnonymous: false,
    isActive: true,
    color: '#0f766e',
    questions: [
      {
        questionText: 'Which part of the event was most useful to you?',
        questionType: 'multiple_choice',
        options: ['Keynotes', 'Hands-on workshops', 'Networking breaks', 'Vendor exhibition'],
        allowMultipleAnswers: false,
      },
      {
        questionText: 'Which formats would you like at the next event?',
        questionType: 'multiple_choice',
        options: ['Live demos', 'Panel discussions', 'Capture the flag', 'Plant tour'],
        allowMultipleAnswers: true,
      },
      { questionText: 'How would you rate the event overall?', questionType: 'rating' },
      { questionText: 'Would you recommend the event to a colleague?', questionType: 'yes_no' },
      { questionText: 'What should we improve at the next event?', questionType: 'text', isRequired: false },
    ],
    answers: ['Hands-on workshops', JSON.stringify(['Live demos', 'Plant tour']), '5', 'yes', 'More time for questions after the talks'],
  },
  {
    title: 'Legacy Protocols Census',
    isAnonymous: false,
    isActive: false,
    color: '#4b5563',
    questions: [
      {
        questionText: 'Which legacy protocols still run in your plant?',
        questionType: 'multiple_choice',
        options: ['Modbus RTU', 'PROFIBUS', 'DNP3', 'OPC Classic'],
        allowMultipleAnswers: true,
      },
      {
        questionText: 'When do you plan to retire them?',
        questionType: 'multiple_choice',
        options: ['Within a year', 'In 1–3 years', 'Later', 'No plan'],
        allowMultipleAnswers: false,
      },
      { questionText: 'How well are these protocols documented at your site?', questionType: 'rating' },
      { questionText: 'Are they separated from the office network?', questionType: 'yes_no' },
      { questionText: 'Which protocol worries you most, and why?', questionType: 'text', isRequired: false },
    ],
    answers: [],
  },
]

/** The surveys with their questions, and a few members' responses. */
export async function seedSurveys(seed: Seed, { member, others }: DemoMembers): Promise<void> {
  const surveys: Doc[] = []
  const questionsBySurvey = new Map<Doc, Doc[]>()
  for (const { title, isAnonymous, isActive, color, questions: questionRows } of SURVEY_ROWS) {
    const row = { title, isAnonymous, isActive }
    const image = await banner(seed, row.title, color, '#fbbf24')
    const survey = await seed.ensure('surveys', matching({ title: row.title }), {
      ...row,
      description: richText(`Help the community understand ${row.title.toLowerCase()}.`),
      image: image.id,
    })
    surveys.push(survey)
    const questions: Doc[] = []
    for (const [order, question] of questionRows.entries()) {
      questions.push(
        await seed.ensure('survey-questions', matching({ survey: survey.id, questionText: question.questionText }), {
          survey: survey.id,
          questionText: question.questionText,
          questionType: question.questionType,
          options: (question.options ?? []).map((label) => ({ label })),
          allowMultipleAnswers: Boolean(question.allowMultipleAnswers),
          isRequired: question.isRequired ?? true,
          orderIndex: order,
        }),
      )
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
