import type { Payload } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'
import type { User } from '@/payload-types'

import { MEMBER_DATA_SECTIONS, type MemberDataSection, RELATED_FIELDS, WITHHELD_ACCOUNT_FIELDS } from './memberDataSections'

/** Rows per query: a member with years of activity is read in pages, never all at once. */
const PAGE_SIZE = 100

const EXPORT_ABOUT =
  'All data the IT/OT Community stores about you: your account and profile, your organization, and every row that refers to you. Related events, documents, projects and surveys appear by id and title.'

/** The export's file name, dated (UTC); an admin's copy names the user. */
export const memberDataFileName = (at: Date, userId?: number) =>
  `itot-community-data-${userId === undefined ? '' : `user-${userId}-`}${at.toISOString().slice(0, 10)}.json`

/** The member's account as stored, without credentials, tokens, sessions or lock fields. */
async function accountOf(payload: Payload, userId: number) {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const account: Record<string, unknown> = { ...user }
  for (const field of WITHHELD_ACCOUNT_FIELDS) delete account[field]
  return account
}

/** The member's organization; their roles (system role and job role) are in the account. */
async function organizationOf(payload: Payload, user: User) {
  const id = relationId(user.organization)
  if (!id) return null
  return payload.findByID({
    collection: 'organizations',
    id,
    depth: 1,
    select: { name: true, type: true, sector: true, logo: true, userEditable: true, createdAt: true, updatedAt: true },
    populate: { media: { filename: true, url: true } },
    disableErrors: true,
    overrideAccess: true,
  })
}

/** A section's rows in pages of PAGE_SIZE, by ascending id (rows added meanwhile come last). */
async function* pagesOf(payload: Payload, section: MemberDataSection, userId: number) {
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: section.collection,
      where: { and: [{ [section.field]: { equals: userId } }, { id: { greater_than: after } }] },
      select: section.select,
      populate: RELATED_FIELDS,
      depth: 1,
      sort: 'id',
      limit: PAGE_SIZE,
      pagination: false,
      overrideAccess: true,
    })
    if (docs.length > 0) yield docs
    if (docs.length < PAGE_SIZE) return
    after = Number(docs[docs.length - 1]!.id)
  }
}

/** The export as JSON text, piece by piece: one section at a time, one page at a time. */
async function* memberDataText(payload: Payload, userId: number, at: Date): AsyncGenerator<string> {
  const account = await accountOf(payload, userId)
  yield `{\n  "exportedAt": ${JSON.stringify(at.toISOString())},\n  "about": ${JSON.stringify(EXPORT_ABOUT)}`
  yield `,\n  "account": ${JSON.stringify(account)}`
  yield `,\n  "organization": ${JSON.stringify(await organizationOf(payload, account as unknown as User))}`
  for (const section of MEMBER_DATA_SECTIONS) {
    yield `,\n  ${JSON.stringify(section.name)}: [`
    let rows = 0
    for await (const docs of pagesOf(payload, section, userId)) {
      yield docs.map((doc) => `${rows++ === 0 ? '' : ','}\n    ${JSON.stringify(doc)}`).join('')
    }
    yield rows === 0 ? ']' : '\n  ]'
  }
  yield '\n}\n'
}

/**
 * Everything stored about one member as a JSON document, streamed while it is read. A
 * failure midway aborts the stream, so the download fails visibly instead of ending short.
 */
export function memberDataStream(payload: Payload, userId: number, at: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const text = memberDataText(payload, userId, at)
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = await text.next()
        if (done) controller.close()
        else controller.enqueue(encoder.encode(value))
      } catch (error) {
        payload.logger.error({ err: error, msg: 'The data export of a member failed' })
        controller.error(error)
      }
    },
    async cancel() {
      await text.return(undefined)
    },
  })
}

/** The export as a download: JSON, an attachment with a dated name, never cached. */
export function memberDataResponse(payload: Payload, userId: number, { namedForUser = false } = {}): Response {
  const at = new Date()
  return new Response(memberDataStream(payload, userId, at), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${memberDataFileName(at, namedForUser ? userId : undefined)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
