'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { createPost } from '@/lib/discussions/createPost'
import { deletePost } from '@/lib/discussions/deletePost'
import { editPost } from '@/lib/discussions/editPost'
import { MAX_POST_LENGTH, MAX_RAW_POST_LENGTH } from '@/lib/discussions/postLimits'
import { type PostCounts, REACTIONS, reactToPost } from '@/lib/discussions/reactToPost'
import { replyToPost } from '@/lib/discussions/replyToPost'
import { parseSubjectKey } from '@/lib/discussions/subjectKey'
import { withdrawReaction } from '@/lib/discussions/withdrawReaction'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { isRowId } from '@/lib/shared/ids/rowId'
import { storableText } from '@/lib/shared/validation/storableText'

// The discussion's actions (DiscussionThread): arguments checked and bounded here, the work done
// by the domain functions (src/lib/discussions) as the member. Nothing on the item's page changes
// (the thread loads in its own request), so nothing is revalidated.

const postId = (t: Translator) => z.custom<number>(isRowId, { message: t('errors.discussionPostNotFound') })
const body = (t: Translator) =>
  storableText(t('errors.checkInput')).max(MAX_RAW_POST_LENGTH, t('errors.discussionBodyTooLong', { max: MAX_POST_LENGTH }))
const optionalPostId = (t: Translator) => postId(t).nullish()
const idempotencyKey = z
  .string()
  .regex(/^[\w-]{8,64}$/)
  .optional()
const signedOut = (t: Translator) => ({ title: t('discussions.signInTitle'), description: t('discussions.signIn') })

/** A new post under an item, or a reply to a post; answers the post's id. */
export const writePostAction = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple(
    [
      z.strictObject({
        on: z
          .string()
          .max(40)
          .transform(parseSubjectKey)
          .pipe(
            z.custom<NonNullable<ReturnType<typeof parseSubjectKey>>>((value) => !!value, {
              message: t('errors.discussionSubjectNotFound'),
            }),
          ),
        body: body(t),
        replyTo: optionalPostId(t),
        quotes: optionalPostId(t),
        idempotencyKey,
      }),
    ],
    { message: t('errors.checkInput') },
  ),
  title: t('discussions.notPosted'),
  run: async ({ payload, user }, [input]) => {
    const post = input.replyTo
      ? await replyToPost(payload, user, {
          replyTo: input.replyTo,
          body: input.body,
          quotes: input.quotes,
          idempotencyKey: input.idempotencyKey,
        })
      : await createPost(payload, user, { subject: input.on, body: input.body, quotes: input.quotes, idempotencyKey: input.idempotencyKey })
    return succeeded(post.status === 'waiting' ? t('discussions.waiting') : t('discussions.posted'), undefined, { postId: post.id })
  },
}))

/** The author's new text for their post. */
export const editPostAction = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.strictObject({ postId: postId(t), body: body(t) })], { message: t('errors.checkInput') }),
  title: t('discussions.notSaved'),
  run: async ({ payload, user }, [input]) => {
    const post = await editPost(payload, user, input)
    return succeeded(t('discussions.saved'), undefined, { postId: post.id })
  },
}))

/** The author's (or an admin's) deletion of a post: its place stays. */
export const deletePostAction = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.strictObject({ postId: postId(t) })], { message: t('errors.checkInput') }),
  title: t('discussions.notDeleted'),
  run: async ({ payload, user }, [input]) => {
    const post = await deletePost(payload, user, input)
    return succeeded(t('discussions.deleted'), undefined, { postId: post.id })
  },
}))

/** "Helpful" or "+1" on (`on: true`) or off; answers the post's counts. */
export const reactAction = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.strictObject({ postId: postId(t), kind: z.enum(REACTIONS), on: z.boolean() })], { message: t('errors.checkInput') }),
  title: t('discussions.notReacted'),
  run: async ({ payload, user }, [input]) => {
    const counts: PostCounts = input.on
      ? await reactToPost(payload, user, { postId: input.postId, kind: input.kind })
      : await withdrawReaction(payload, user, { postId: input.postId, kind: input.kind })
    return succeeded(t('discussions.reacted'), undefined, counts)
  },
}))
