/**
 * A collection's or global's access policy, declared once: who may do what, one character per
 * actor in ACTOR_NAMES order (visitor, member, another member, the member's organization admin,
 * admin, super admin, and a claimant: a member who claims the member's organization, with a
 * pending membership request, but is not a member of it), '+'
 * allowed and '-' refused. The local access matrix (tests/authorization/access-matrix.test.ts) and the HTTP
 * matrix (tests/e2e/authorization/authorizationMatrix.e2e.ts, which writes docs/authorization-matrix.md)
 * read their cells from here and check every one against the running code; the hostile-input
 * suite (tests/e2e/hostile/targets.ts) builds its bad creates and updates from each `body`;
 * tests/authorization/policies.test.ts checks that every collection, global and custom endpoint has its cells.
 */
import type fc from 'fast-check'

import type { Config } from '../../src/payload-types'
import type { ActorName, Row } from '../authorization/matrix/cells'

/** Seven cells, one per actor. */
export type Cells = `${'+' | '-'}${'+' | '-'}${'+' | '-'}${'+' | '-'}${'+' | '-'}${'+' | '-'}${'+' | '-'}`

export type CollectionPolicy = {
  slug: keyof Config['collections']
  access: { create: Cells; read: Cells; update: Cells; delete: Cells }
  /** Custom endpoints and file routes, by method and path as the HTTP matrix names them. */
  endpoints?: Record<string, Cells>
  /** Writes that name a field only some may set (role, e-mail, owners, statuses). */
  fields?: Record<string, Cells>
  /** The app's collections: who sends bad creates, a valid body and its breakers (tests/e2e/hostile/targets.ts). */
  body?: BodyRules
  /** The rows both access matrices try each operation on, and what a create and an update send. */
  matrix: MatrixTries
}

export type GlobalPolicy = {
  slug: keyof Config['globals']
  access: { read: Cells; update: Cells }
}

/** An operation of the access matrices on one row. */
export type RowOperation = 'read' | 'update' | 'delete'
export type MatrixFile = 'pdf' | 'png'
/** A stored row, as the matrices need it. */
export type Stored = { id: number }

/**
 * What the access matrices offer a policy file to arrange its rows: the local matrix stores them
 * through Payload's local API, the HTTP matrix as the seeded super admin over REST (and in SQL
 * where nobody may create through the API: the server's own outboxes).
 */
export type MatrixFixtures = {
  /** A suffix unique in the run, so concurrent tries never write the same value. */
  next: () => string
  /** The member whose rows `otherMember` tries; their organization, created by them and member-editable. */
  member: Stored
  memberOrganization: Stored
  /** Claims the member's organization (its affiliation, a pending request) but is not a member (issue 43, item 1). */
  claimant: Stored
  admin: Stored
  superAdmin: Stored
  /** Stores a row with the server's rights; `asMember` makes the request the member's (hooks that stamp the requester). */
  make: (
    slug: CollectionPolicy['slug'],
    data: Record<string, unknown>,
    options?: { file?: MatrixFile; asMember?: boolean },
  ) => Promise<Stored>
  /** Fresh rows every matrix needs, one per call. */
  event: () => Promise<Stored>
  agendaItem: () => Promise<Stored>
  /** A project open for applications unless `state` says otherwise. */
  project: (state?: string) => Promise<Stored>
  survey: () => Promise<Stored>
  /** A question of `survey` (the shared survey by default). */
  question: (survey?: number) => Promise<Stored>
  document: () => Promise<Stored>
  /** Rows made once per run. */
  shared: { survey: Stored; document: Stored }
}

/** How both matrices try a collection's operations (a new row for every try). */
export type MatrixTries = {
  row: (f: MatrixFixtures, operation: RowOperation) => Promise<Stored>
  create: (f: MatrixFixtures) => Promise<{ data: Record<string, unknown>; file?: MatrixFile }>
  /** Unique per try where it can be, so concurrent tries on one row stay apart. */
  update: (f: MatrixFixtures) => Record<string, unknown>
  /**
   * The app's collections over GraphQL: Payload's generated names for one document (and the
   * mutation suffix) and the list; `defaults` fills what GraphQL's input types require.
   */
  graphql?: { one: string; many: string; defaults?: Record<string, unknown> } | 'none'
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
  /** An unread notice in another member's inbox. */
  otherNotice: Row
  /** A published discussion post of another member's under the event (issue 50: what a member reports). */
  otherPost: Row
  /** A live question of another member's, in a session that is not happening now (2030). */
  liveQuestion: Row
  /** A passkey of another member's, and one of their sessions. */
  otherPasskey: Row
  otherSessionId: string
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
