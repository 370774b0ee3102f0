/**
 * What members and visitors do to the site, as requests: page reads and the member writes,
 * each through the app's own paths (server actions as React posts them, the download route).
 */
import { type Answer, callAction, type HttpClient } from './client'
import type { Member } from './members'
import type { ActionResult } from '../../src/lib/shared/actions/actionResult'
import type { AppDatabase } from '../e2e/support/appDatabase'

export type SiteContent = {
  events: number[]
  agendaItems: { id: number; event: number }[]
  documents: number[]
  projects: number[]
  signInSurvey: number
  anonymousSurvey: { id: number; questions: { id: number; type: string; options: string[]; multiple: boolean }[] }
}

export async function readSiteContent(database: AppDatabase): Promise<SiteContent> {
  const ids = async (sql: string) => (await database.query<{ id: number }>(sql)).map((row) => row.id)
  const [anonymous] = await ids('SELECT id FROM surveys WHERE is_anonymous AND is_active ORDER BY id LIMIT 1')
  const [signInSurvey] = await ids('SELECT id FROM surveys WHERE NOT is_anonymous AND is_active ORDER BY id LIMIT 1')
  const questions = await database.query<{ id: number; type: string; multiple: boolean; options: string[] | null }>(
    `SELECT q.id, q.question_type AS type, coalesce(q.allow_multiple_answers, false) AS multiple,
            array_agg(l.label ORDER BY o._order) FILTER (WHERE l.label IS NOT NULL) AS options
     FROM survey_questions q LEFT JOIN survey_questions_options o ON o._parent_id = q.id
       LEFT JOIN survey_questions_options_locales l ON l._parent_id = o.id AND l._locale = 'en'
     WHERE q.survey_id = $1 GROUP BY q.id ORDER BY q.order_index`,
    [anonymous],
  )
  return {
    events: await ids('SELECT id FROM events ORDER BY id'),
    agendaItems: await database.query<{ id: number; event: number }>('SELECT id, event_id AS event FROM agenda_items ORDER BY id'),
    // What every member may download: the demo's TLP:AMBER playbook is for its organizations only.
    documents: await ids("SELECT id FROM documents WHERE tlp IN ('clear', 'green') ORDER BY id"),
    projects: await ids('SELECT id FROM projects ORDER BY id'),
    signInSurvey: signInSurvey!,
    anonymousSurvey: { id: anonymous!, questions: questions.map((question) => ({ ...question, options: question.options ?? [] })) },
  }
}

export const visitorPages = (content: SiteContent) => [
  '/',
  '/events',
  `/events/${content.events.at(-1)}`,
  '/documents',
  '/projects',
  '/members',
  '/surveys',
  '/about',
]

export const memberPages = (content: SiteContent) => [
  '/',
  '/events',
  `/events/${content.events.at(-1)}`,
  '/documents',
  `/projects/${content.projects[0]}`,
  '/profile',
  '/invitations',
  `/surveys/${content.signInSurvey}`,
]

/** A complete answer to the anonymous survey; the text answer carries `token`. */
export function surveyAnswers(content: SiteContent, token: string): Record<string, string | string[]> {
  return Object.fromEntries(
    content.anonymousSurvey.questions.map((question) => {
      switch (question.type) {
        case 'multiple_choice':
          return [String(question.id), question.multiple ? question.options.slice(0, 2) : question.options[0]!]
        case 'rating':
          return [String(question.id), '4']
        case 'yes_no':
          return [String(question.id), 'yes']
        default:
          return [String(question.id), token]
      }
    }),
  )
}

/** A signed-in member following a link on the site: the session cookie, sent same-origin. */
export const memberNavigation = (member: Member) => ({ cookie: member.cookie, 'sec-fetch-site': 'same-origin' })

export type Outcome = Answer & { ok: boolean }

/** The member writes; each resolves with the answer and whether the app confirmed the write. */
export function memberWrites(client: HttpClient, base: string, actions: Record<string, string>, content: SiteContent) {
  return {
    saveEventDate: async (member: Member, event: number, saved: boolean): Promise<Outcome> => {
      const answer = await callAction<ActionResult>(client, base, '/events', actions.setEventDateSaved!, [event, saved], member.cookie)
      return { ...answer, ok: answer.status === 200 && answer.result?.ok === true }
    },
    markAgendaInterest: async (member: Member, item: { id: number; event: number }, interested: boolean): Promise<Outcome> => {
      const answer = await callAction<ActionResult>(
        client,
        base,
        `/events/${item.event}`,
        actions.setAgendaInterest!,
        [item.id, interested],
        member.cookie,
      )
      return { ...answer, ok: answer.status === 200 && answer.result?.ok === true }
    },
    answerSurvey: async (member: Member | null, token: string): Promise<Outcome> => {
      const survey = content.anonymousSurvey.id
      const answer = await callAction<ActionResult>(
        client,
        base,
        `/surveys/${survey}`,
        actions.submitSurvey!,
        [survey, surveyAnswers(content, token)],
        member?.cookie,
      )
      return { ...answer, ok: answer.status === 200 && answer.result?.ok === true }
    },
    downloadDocument: async (member: Member, document: number): Promise<Outcome> => {
      const answer = await client.request('GET', `/documents/${document}/download`, memberNavigation(member))
      return { ...answer, ok: answer.status === 200 }
    },
  }
}
