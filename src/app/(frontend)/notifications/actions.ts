'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { markAllNoticesRead } from '@/lib/reach/notifications/markAllNoticesRead'
import { markNoticeRead } from '@/lib/reach/notifications/markNoticeRead'
import { unreadNoticeCount } from '@/lib/reach/notifications/unreadNoticeCount'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'

/** What the inbox's buttons answer: the bell's new number, for this tab and the member's others. */
export type UnreadAnswer = { unread: number }

/** The inbox's "Mark as read" of one notice (src/lib/reach/notifications/markNoticeRead.ts). */
export const markNotificationRead = memberAction((t: Translator) => ({
  signedOut: { title: t('notifications.error'), description: t('notifications.signIn') },
  // The notice's id from the form's hidden field ('42'); anything else names no notice.
  input: formFields(
    z.object({
      id: z
        .unknown()
        .transform(parseRowId)
        .pipe(rowIdArgument(t('notifications.notFound'))),
    }),
    t('notifications.notFound'),
  ),
  title: t('notifications.error'),
  run: async (context, { id }) => {
    if (!(await markNoticeRead(context, { id }))) return failed(t('notifications.error'), t('notifications.notFound'))
    return succeeded<UnreadAnswer>(t('notifications.markedRead'), undefined, {
      unread: await unreadNoticeCount(context.payload, context.user),
    })
  },
}))

/** The inbox's "Mark all as read" (src/lib/reach/notifications/markAllNoticesRead.ts). */
export const markAllNotificationsRead = memberAction((t: Translator) => ({
  signedOut: { title: t('notifications.error'), description: t('notifications.signIn') },
  // The form has no fields.
  input: z.tuple([z.unknown(), z.unknown()]).rest(z.unknown()),
  title: t('notifications.error'),
  run: async (context) => {
    await markAllNoticesRead(context)
    return succeeded<UnreadAnswer>(t('notifications.allMarkedRead'), undefined, { unread: 0 })
  },
}))
