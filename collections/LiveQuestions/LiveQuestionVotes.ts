import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { isAdmin } from '@access/isAdmin'
import { nobody } from '@access/nobody'

/**
 * One member's upvote of a live question: the unique index on (question, voter) makes a vote
 * count once, however often or concurrently it is sent. Written only in SQL by
 * src/lib/liveQuestions/voteForQuestion.ts and withdrawVote.ts, in the statement that moves the
 * question's count, so the count is always the number of rows; nobody writes one through the API.
 * A deleted account's votes stay without the voter, so no count changes behind a question's back.
 */
export const LiveQuestionVotes: CollectionConfig = {
  slug: 'live-question-votes',
  labels: { singular: 'Live question vote', plural: 'Live question votes' },
  admin: { defaultColumns: ['question', 'voter', 'createdAt'], ...internalRecord },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['question', 'voter'], unique: true }],
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'question', type: 'relationship', relationTo: 'live-questions', required: true },
    { name: 'voter', type: 'relationship', relationTo: 'users', index: true },
  ],
}
