/**
 * A collection's or global's access policy, declared once: who may do what, one character per
 * actor in ACTOR_NAMES order (visitor, member, another member, admin, super admin), '+'
 * allowed and '-' refused. The local access matrix (tests/access-matrix.test.ts) and the HTTP
 * matrix (tests/e2e/authorizationMatrix.e2e.ts, which writes docs/authorization-matrix.md)
 * read their cells from here and check every one against the running code; the hostile-input
 * suite (tests/e2e/hostile/targets.ts) builds its bad creates and updates from each `body`;
 * tests/policies.test.ts checks that every collection, global and custom endpoint has its cells.
 */
import type fc from 'fast-check'

import type { Config } from '../../src/payload-types'
import type { ActorName, Row } from '../e2e/http/actors'

/** Five cells, one per actor. */
export type Cells = `${'+' | '-'}${'+' | '-'}${'+' | '-'}${'+' | '-'}${'+' | '-'}`

export type CollectionPolicy = {
  slug: keyof Config['collections']
  access: { create: Cells; read: Cells; update: Cells; delete: Cells }
  /** Custom endpoints and file routes, by method and path as the HTTP matrix names them. */
  endpoints?: Record<string, Cells>
  /** Writes that name a field only some may set (role, e-mail, owners, statuses). */
  fields?: Record<string, Cells>
  /** The app's collections: who sends bad creates, a valid body and its breakers (tests/e2e/hostile/targets.ts). */
  body?: BodyRules
}

export type GlobalPolicy = {
  slug: keyof Config['globals']
  access: { read: Cells; update: Cells }
}

/** Rows the generators point at: the actors' own and foreign rows, closed and reviewed ones. */
export type HostileFixtures = {
  users: Record<Exclude<ActorName, 'visitor'>, Row>
  event: Row
  agendaItem: Row
  project: Row
  closedProject: Row
  survey: Row
  requiredQuestion: Row
  inactiveSurvey: Row
  firstQuestion: Row
  document: Row
  projectDocument: Row
  otherProject: Row
  otherSavedDate: Row
  otherOrganization: Row
  memberOrganization: Row
  reviewedApplication: Row
  sentInvitation: Row
  memberEmail: string
  memberOrganizationName: string
}

/**
 * Per collection: who may create there, a valid body, and "breakers" (one of which every
 * generated body carries), each surely refused by the collection's rules.
 */
export type BodyRules = {
  creator: ActorName
  valid: (f: HostileFixtures) => Record<string, unknown>
  breakers: (f: HostileFixtures) => fc.Arbitrary<Record<string, unknown>>
  /** Upload collections: the body goes as multipart with a (bad or missing) file. */
  file?: 'image' | 'document'
  /** A row the creator may update, for bad updates (admins update most collections). */
  updatable?: (f: HostileFixtures) => number
}
