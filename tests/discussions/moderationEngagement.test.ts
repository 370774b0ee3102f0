/**
 * The discussions in the engagement figures (issue 50, item 5): the Top 100's points keep the
 * specification's formula; each member's published posts and the "helpful" reactions others gave
 * them stand beside the points, in the ranking and in the user's Analytics; the trends count
 * discussion posts per week.
 */
import type { Payload } from 'payload'
import { beforeAll, expect, test } from 'vitest'

import { discussionFigures } from '../../src/lib/engagement/discussionFigures'
import { ENGAGEMENT_POINTS } from '../../src/lib/engagement/engagementPoints'
import { topEngagedMembers } from '../../src/lib/engagement/topEngagedMembers'
import { dashboardTrends } from '../../src/lib/engagement/weeklyTrends'
import type { DiscussionPost, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'

const given = useActors()
const tag = uniqueTag()
let payload: Payload
let eventId: number

const newMember = (label: string) => createUser(payload, { email: `${label}-${tag}-${uniqueTag()}@engagement.test`, firstName: label })
const post = (author: User, body: string, data: Record<string, unknown> = {}) =>
  createDoc(payload, 'discussion-posts', { event: eventId, author: author.id, body: `${body} ${tag}`, ...data }) as Promise<DiscussionPost>
const react = (member: User, postId: number, kind: 'helpful' | 'plusOne') =>
  createDoc(payload, 'discussion-reactions', { post: postId, kind }, { user: member })

beforeAll(async () => {
  payload = given.payload
  eventId = (await createDoc(payload, 'events', { title: `Engaging event ${tag}`, date: '2030-08-01T09:00:00.000Z' })).id
})

test('posts and helpful reactions received stand beside the points, which keep the formula', async () => {
  const writer = await newMember('Writer')
  const readers = [await newMember('Reader1'), await newMember('Reader2')]
  const quiet = await newMember('Quiet')
  // Points from the specification's activities only: one saved date.
  await createDoc(payload, 'saved-event-dates', { event: eventId, user: writer.id })
  const [first, second] = [await post(writer, 'First'), await post(writer, 'Second')]
  // Neither a waiting, a hidden nor a deleted post counts.
  await post(writer, 'Waiting', { status: 'waiting' })
  await post(writer, 'Hidden', { status: 'hidden' })
  await react(readers[0]!, first.id, 'helpful')
  await react(readers[1]!, first.id, 'helpful')
  await react(readers[0]!, second.id, 'helpful')
  // A +1 is no "helpful".
  await react(readers[1]!, second.id, 'plusOne')

  const db = payload.db.drizzle
  const figures = await discussionFigures(db, [writer.id, quiet.id])
  expect(figures.get(writer.id)).toEqual({ posts: 2, helpful: 3 })
  expect(figures.get(quiet.id)).toEqual({ posts: 0, helpful: 0 })

  // The whole ranking (the shared test database has other members with more points).
  const ranking = await topEngagedMembers(db, { limit: 100_000 })
  const entry = ranking.find((member) => member.id === writer.id)
  expect(entry).toMatchObject({ points: ENGAGEMENT_POINTS.savedEvents, discussions: { posts: 2, helpful: 3 } })
  // Posts earn no points: a member with posts only is not ranked.
  const postsOnly = await newMember('PostsOnly')
  await post(postsOnly, 'Only words')
  expect((await topEngagedMembers(db, { limit: 100_000 })).some((member) => member.id === postsOnly.id)).toBe(false)
})

test('the trends count discussion posts per week', async () => {
  const db = payload.db.drizzle
  const before = (await dashboardTrends(db)).activity.posts.weeks.at(-1)!.value ?? 0
  const author = await newMember('Trendy')
  for (const body of ['One', 'Two', 'Three']) await post(author, body)
  const trend = (await dashboardTrends(db)).activity.posts
  expect(trend.weeks.length).toBeGreaterThanOrEqual(52)
  // Other files may post meanwhile: at least these three more this week.
  expect(trend.weeks.at(-1)!.value).toBeGreaterThanOrEqual(before + 3)
})
