import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { QUESTION_MAX_LENGTH, QUESTION_STATUSES } from '@/lib/liveQuestions/liveQuestionRules'
import { isAdmin, isAdminField } from '@access/isAdmin'
import { nobody, nobodyField } from '@access/nobody'
import { deleteRelated } from '@hooks/shared/deleteRelated'

import { markAnsweredEndpoint, hideQuestionEndpoint } from './moderationEndpoint'
import { askQuestionEndpoint, sessionQuestionsEndpoint } from './sessionQuestionsEndpoint'
import { voteEndpoint, withdrawVoteEndpoint } from './voteEndpoint'

/** What a question says, where and by whom is the server's; admins set only its status. */
const fixed = { access: { update: nobodyField } }

/**
 * Questions members ask during a session that is happening now (issue 50, item 2), upvoted by
 * others. Written only by the domain functions (src/lib/liveQuestions) through this collection's
 * endpoints: members create nothing through REST or GraphQL, and read the questions only through
 * GET /api/live-questions/session/{agendaItem}, which applies the agenda items' own read access,
 * hidden questions and blocks. No hook tells the page cache: questions load in their own requests,
 * so a question or a vote never empties the shared pages.
 */
export const LiveQuestions: CollectionConfig = {
  slug: 'live-questions',
  labels: { singular: 'Live question', plural: 'Live questions' },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['text', 'agendaItem', 'voteCount', 'status', 'createdAt'],
    group: menuGroup('activity'),
    description: 'Questions members asked during sessions. Open a session’s projector view from its agenda item.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  endpoints: [
    sessionQuestionsEndpoint,
    askQuestionEndpoint,
    voteEndpoint,
    withdrawVoteEndpoint,
    markAnsweredEndpoint,
    hideQuestionEndpoint,
  ],
  hooks: {
    // A question's votes mean nothing without it.
    beforeDelete: [deleteRelated([{ collection: 'live-question-votes', field: 'question' }])],
  },
  fields: [
    { name: 'agendaItem', type: 'relationship', relationTo: 'agenda-items', required: true, index: true, ...fixed },
    // A member's questions go with their account (src/lib/accounts/privacy/userReferences.ts).
    { name: 'author', type: 'relationship', relationTo: 'users', required: true, index: true, ...fixed },
    { name: 'text', type: 'textarea', required: true, maxLength: QUESTION_MAX_LENGTH, ...fixed },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: QUESTION_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
      access: { update: isAdminField },
      admin: { description: 'Answered questions stay marked for members; hidden ones are gone for them.' },
    },
    {
      name: 'voteCount',
      label: 'Votes',
      type: 'number',
      required: true,
      defaultValue: 0,
      // Kept by the vote's own statement (src/lib/liveQuestions/voteForQuestion.ts), never typed.
      admin: { readOnly: true },
      ...fixed,
    },
  ],
}
