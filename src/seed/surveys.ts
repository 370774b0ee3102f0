import { type Doc, type Seed, matching, titled } from './context'
import { banner } from './media'
import type { DemoMembers } from './members'

// Anonymous and sign-in-only surveys, and a closed one; `color` is the banner's.
const surveyRows = [
  { title: 'Remote Access Practices 2026', isAnonymous: true, isActive: true, color: '#1e3a8a' },
  { title: 'Community Event Feedback', isAnonymous: false, isActive: true, color: '#0f766e' },
  { title: 'Legacy Protocols Census', isAnonymous: false, isActive: false, color: '#4b5563' },
]
// Every survey asks the same questions, of all four types.
const questionRows = [
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
]
// One answer to each question above, in the same order.
const answers = ['VPN', JSON.stringify(['Segmentation', 'Patching']), '4', 'yes', 'Budget for legacy replacements']

/** The surveys with their questions, and a few members' responses. */
export async function seedSurveys(seed: Seed, { member, others }: DemoMembers): Promise<void> {
  const surveys: Doc[] = []
  const questionsBySurvey = new Map<Doc, Doc[]>()
  for (const { color, ...row } of surveyRows) {
    const image = await banner(seed, row.title, color, '#fbbf24')
    const survey = await seed.ensure('surveys', matching({ title: row.title }), {
      ...row,
      description: `Help the community understand ${row.title.toLowerCase()}.`,
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
          options: 'options' in question ? question.options!.map((label) => ({ label })) : [],
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
}
