import type { MatrixFixtures } from './policy'

type Base = Pick<MatrixFixtures, 'next' | 'member' | 'memberOrganization' | 'claimant' | 'admin' | 'superAdmin' | 'make'>

/** The fixtures both access matrices share, built on their own way of storing a row. */
export async function matrixFixtures(base: Base): Promise<MatrixFixtures> {
  const { make, next } = base
  const event = () => make('events', { title: `Event ${next()}`, date: '2030-05-01T08:00:00.000Z' })
  const survey = () => make('surveys', { title: `Survey ${next()}`, isActive: true, isAnonymous: false })
  const document = () => make('documents', { title: `Doc ${next()}`, company: 'ACME', documentType: 'Whitepaper' }, { file: 'pdf' })
  const shared = { survey: await survey(), document: await document() }
  return {
    ...base,
    event,
    survey,
    document,
    shared,
    project: (state = 'call_for_participation') =>
      make('projects', { title: `Project ${next()}`, type: 'Research', state, startDate: '2030-01-01T00:00:00.000Z' }),
    agendaItem: async () =>
      make('agenda-items', {
        event: (await event()).id,
        title: `Session ${next()}`,
        startTime: '2030-05-01T09:00:00.000Z',
        endTime: '2030-05-01T10:00:00.000Z',
      }),
    question: (surveyId = shared.survey.id) =>
      make('survey-questions', { survey: surveyId, questionText: `Q ${next()}`, questionType: 'text', isRequired: true }),
  }
}
