import type { Payload } from 'payload'

import type { Organization, User } from '@/payload-types'

import { memberInterests } from './memberInterests'

/** Spec 9: the analytics panel lists a user's 10 most recent downloads. */
export const RECENT_DOWNLOADS = 10
/**
 * Upper bounds for the other lists, so one very active member cannot make the panel slow; at
 * most the read budget's page (READ_BUDGET.maxLimit), since the panel reads as its viewer.
 */
export const SAVED_EVENTS_SHOWN = 50
export const SURVEY_RESPONSES_SHOWN = 100

export type AnalyticsOrganization = Pick<Organization, 'name' | 'type' | 'sector'>

export type UserAnalytics = {
  information: {
    email: string
    workingIn: string | null
    jobRole: string | null
    joined: string
    organization: AnalyticsOrganization | null
    /** The labels of the interests the member ticked, in the spec's order. */
    interests: string[]
  }
  savedEvents: {
    total: number
    items: { id: number; title: string; eventDate: string | null; savedAt: string }[]
  }
  surveyResponses: {
    total: number
    /** Newest survey first; within a survey, questions in the survey's order. */
    surveys: {
      id: number | null
      title: string
      /** `questionType` says how to read `answer`: a yes/no question's is 'yes' or 'no', shown in the admin's words. */
      responses: { id: number; question: string; questionType: string | null; answer: string; submittedAt: string }[]
    }[]
  }
  downloads: {
    total: number
    recent: { id: number; title: string; company: string; downloadedAt: string }[]
  }
}

type Related<T> = number | T | null | undefined
const populated = <T extends object>(value: Related<T>): T | null => (typeof value === 'object' && value !== null ? value : null)

/** Multiple-choice answers are stored as a JSON list; show them as one line. */
export const formatAnswer = (value: string): string => {
  if (!value.startsWith('[')) return value
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.map(String).join(', ') : value
  } catch {
    return value
  }
}

/**
 * Everything the Analytics panel shows for one user, read with the viewer's own access
 * (only admins read other members' activity). A fixed number of queries whatever the
 * activity: each list is one limited query, and its related documents are populated in
 * one batched query per collection by Payload's data loader.
 */
export async function loadUserAnalytics({
  payload,
  userId,
  viewer,
}: {
  payload: Payload
  userId: number
  viewer: User
}): Promise<UserAnalytics> {
  const asViewer = { user: viewer, overrideAccess: false } as const
  // The user's rows of an activity collection, newest first, with what they point to.
  const newestOfUser = { where: { user: { equals: userId } }, sort: '-createdAt', depth: 1, ...asViewer } as const

  const [user, saved, responses, downloads] = await Promise.all([
    payload.findByID({
      collection: 'users',
      id: userId,
      depth: 1,
      select: {
        email: true,
        workingIn: true,
        jobRole: true,
        createdAt: true,
        organization: true,
        interestedInEducation: true,
        interestedInNetworking: true,
        interestedInUseCases: true,
        interestedInResearch: true,
      },
      populate: { organizations: { name: true, type: true, sector: true } },
      ...asViewer,
    }),
    payload.find({
      collection: 'saved-event-dates',
      limit: SAVED_EVENTS_SHOWN,
      select: { event: true, createdAt: true },
      populate: { events: { title: true, date: true } },
      ...newestOfUser,
    }),
    payload.find({
      collection: 'survey-responses',
      limit: SURVEY_RESPONSES_SHOWN,
      select: { survey: true, question: true, responseValue: true, createdAt: true },
      populate: { surveys: { title: true }, 'survey-questions': { questionText: true, questionType: true, orderIndex: true } },
      ...newestOfUser,
    }),
    payload.find({
      collection: 'document-downloads',
      limit: RECENT_DOWNLOADS,
      select: { document: true, projectDocument: true, createdAt: true },
      populate: { documents: { title: true, company: true }, 'project-documents': { title: true, project: true } },
      ...newestOfUser,
    }),
  ])

  const organization = populated(user.organization)

  const surveys = new Map<
    number | null,
    { title: string; responses: (UserAnalytics['surveyResponses']['surveys'][number]['responses'][number] & { order: number })[] }
  >()
  for (const response of responses.docs) {
    const survey = populated(response.survey)
    const question = populated(response.question)
    const key = survey?.id ?? null
    const group = surveys.get(key) ?? { title: survey?.title ?? 'Deleted survey', responses: [] }
    group.responses.push({
      id: response.id,
      question: question?.questionText ?? 'Deleted question',
      questionType: question?.questionType ?? null,
      answer: formatAnswer(response.responseValue),
      submittedAt: response.createdAt,
      order: question?.orderIndex ?? Number.MAX_SAFE_INTEGER,
    })
    surveys.set(key, group)
  }

  return {
    information: {
      email: user.email,
      workingIn: user.workingIn ?? null,
      jobRole: user.jobRole || null,
      joined: user.createdAt,
      organization: organization ? { name: organization.name, type: organization.type, sector: organization.sector ?? null } : null,
      interests: memberInterests(user),
    },
    savedEvents: {
      total: saved.totalDocs,
      items: saved.docs.map((row) => {
        const event = populated(row.event)
        return {
          id: row.id,
          title: event?.title ?? 'Deleted event',
          eventDate: event?.date ?? null,
          savedAt: row.createdAt,
        }
      }),
    },
    surveyResponses: {
      total: responses.totalDocs,
      surveys: [...surveys.entries()].map(([id, { title, responses: rows }]) => ({
        id,
        title,
        responses: rows.sort((a, b) => a.order - b.order).map(({ order: _order, ...row }) => row),
      })),
    },
    downloads: {
      total: downloads.totalDocs,
      recent: downloads.docs.map((row) => {
        const document = populated(row.document)
        // A project's file: its title, and "Project document" where the library names the company.
        const projectDocument = populated(row.projectDocument)
        return {
          id: row.id,
          title: document?.title ?? projectDocument?.title ?? 'Deleted document',
          company: document?.company ?? (projectDocument ? 'Project document' : ''),
          downloadedAt: row.createdAt,
        }
      }),
    },
  }
}
