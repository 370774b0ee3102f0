import type { CollectionConfig, Field } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { readableDiscussionPosts } from '@access/discussions/discussionAccess'
import { DISCUSSION_SUBJECTS } from '@access/discussions/discussionSubjects'
import { isAdmin, isAdminField } from '@access/isAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobodyField } from '@access/nobody'
import { checkQuotedPost } from '@hooks/discussions/checkQuotedPost'
import { clearDeletedBody } from '@hooks/discussions/clearDeletedBody'
import { followOwnThread } from '@hooks/discussions/followOwnThread'
import { holdFirstPosts } from '@hooks/discussions/holdFirstPosts'
import { keepEditHistory } from '@hooks/discussions/keepEditHistory'
import { keepRepliesOneLevel } from '@hooks/discussions/keepRepliesOneLevel'
import { limitPostingPace } from '@hooks/discussions/limitPostingPace'
import { normaliseBody } from '@hooks/discussions/normaliseBody'
import { notifyMentions } from '@hooks/discussions/notifyMentions'
import { refuseEditsOfDeleted } from '@hooks/discussions/refuseEditsOfDeleted'
import { requireReadableSubject } from '@hooks/discussions/requireReadableSubject'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/** The item a post belongs to: one relationship per kind, exactly one set, never moved. */
const subjectFields: Field[] = DISCUSSION_SUBJECTS.map(({ field, collection }) => ({
  name: field,
  type: 'relationship',
  relationTo: collection,
  index: true,
  access: { update: nobodyField },
  admin: { readOnly: true, position: 'sidebar' },
}))

/** A count kept by the server in SQL (src/lib/discussions): no request writes it. */
const countField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  min: 0,
  access: { create: nobodyField, update: nobodyField },
  admin: { readOnly: true, position: 'sidebar' },
})

/**
 * A post in the discussion under an event, agenda item, document or project (issue 50): one
 * level of replies, written by members in a small safe subset of rich text. Members read the
 * posts of items they may read (the item's own access, access/discussions); a deleted post keeps
 * its place without its text; edits keep their history for admins.
 */
export const DiscussionPosts: CollectionConfig = {
  slug: 'discussion-posts',
  labels: { singular: 'Discussion post', plural: 'Discussion posts' },
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['body', 'author', 'status', 'createdAt'],
    group: menuGroup('activity'),
    description: 'Posts members write under events, agenda items, documents and projects.',
  },
  defaultSort: 'createdAt',
  // A thread's pages: its item's posts in order.
  indexes: DISCUSSION_SUBJECTS.map(({ field }) => ({ fields: [field, 'createdAt'] })),
  access: { read: readableDiscussionPosts, create: isSignedIn, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [normaliseBody],
    // The thread's rules first (item, reply, quote, edits, deletion), then what the others decide.
    beforeChange: [
      setCurrentUser('author'),
      requireReadableSubject,
      keepRepliesOneLevel,
      checkQuotedPost,
      limitPostingPace,
      refuseEditsOfDeleted,
      keepEditHistory,
      clearDeletedBody,
      holdFirstPosts,
    ],
    afterChange: [followOwnThread, notifyMentions],
    // An admin's hard delete (members delete by status): its reactions and replies go with it.
    beforeDelete: [
      deleteRelated([
        { collection: 'discussion-reactions', field: 'post' },
        { collection: 'discussion-reports', field: 'post' },
        { collection: 'discussion-posts', field: 'replyTo' },
      ]),
    ],
  },
  fields: [
    ...subjectFields,
    // Kept without the author when they delete their account: the post reads "a former member".
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { update: nobodyField },
      admin: { position: 'sidebar' },
    },
    // Replies go one level deep: a reply to a reply belongs to the same top post.
    { name: 'replyTo', type: 'relationship', relationTo: 'discussion-posts', index: true, access: { update: nobodyField } },
    // A top post's replies, read with the posts' own access in the thread's one query (src/lib/discussions/readThread.ts).
    {
      name: 'replies',
      type: 'join',
      collection: 'discussion-posts',
      on: 'replyTo',
      defaultLimit: 3,
      defaultSort: 'createdAt',
      maxDepth: 0,
      admin: { allowCreate: false, defaultColumns: ['body', 'author', 'status', 'createdAt'] },
    },
    { name: 'quotes', type: 'relationship', relationTo: 'discussion-posts', access: { update: nobodyField } },
    // The source text in the safe subset (paragraphs, links, lists, code, @mentions), bounded before it is parsed.
    { name: 'body', type: 'textarea', maxLength: 10_000 },
    {
      name: 'status',
      type: 'select',
      // Not `required`: GraphQL would then ask every member's create for a status they may not set.
      defaultValue: 'published',
      index: true,
      options: [
        { label: 'Published', value: 'published' },
        { label: 'Waiting for approval', value: 'waiting' },
        { label: 'Hidden by a moderator', value: 'hidden' },
        { label: 'Deleted', value: 'deleted' },
      ],
      access: { create: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'editedAt',
      type: 'date',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'history',
      label: 'Earlier versions',
      type: 'array',
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
      admin: { readOnly: true },
      fields: [
        { name: 'body', type: 'textarea' },
        { name: 'replacedAt', type: 'date' },
      ],
    },
    countField('helpfulCount', 'Helpful'),
    countField('plusOneCount', '+1'),
  ],
}
