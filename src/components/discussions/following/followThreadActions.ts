'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { followThread } from '@/lib/discussions/following/followThread'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'
import { DISCUSSION_SUBJECTS, type DiscussionSubjectField } from '@access/discussions/discussionSubjects'

/** The kinds of item a discussion is under. */
const SUBJECT_FIELDS = DISCUSSION_SUBJECTS.map(({ field }) => field) as [DiscussionSubjectField, ...DiscussionSubjectField[]]

/** The thread's "Follow" / "Stop following" (FollowThreadButton): the member's subscription to the item's discussion. */
export const setThreadFollowed = memberAction((t: Translator) => ({
  signedOut: { title: t('discussionFollowing.signInRequired'), description: t('discussionFollowing.signInToFollow') },
  input: z.tuple(
    [
      z.enum(SUBJECT_FIELDS, { message: t('discussionFollowing.notUpdated') }),
      rowIdArgument(t('discussionFollowing.notUpdated')),
      z.boolean({ message: t('discussionFollowing.notUpdated') }),
    ],
    { message: t('discussionFollowing.notUpdated') },
  ),
  title: t('errors.error'),
  refusal: () => failed(t('errors.error'), t('discussionFollowing.notUpdated')),
  run: async (context, [field, id, following]) => {
    await followThread(context, { subject: { field, id }, following })
    return following
      ? succeeded(t('discussionFollowing.followed'), t('discussionFollowing.followedDescription'))
      : succeeded(t('discussionFollowing.unfollowed'), t('discussionFollowing.unfollowedDescription'))
  },
}))
