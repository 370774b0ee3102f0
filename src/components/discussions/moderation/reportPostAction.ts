'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { reportPost } from '@/lib/discussions/moderation/reportPost'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'
import { storableText } from '@/lib/shared/validation/storableText'

import { REPORT_REASON_MAX_LENGTH } from './reportPostTexts'

/**
 * A post's Report (ReportPostButton): the reason checked and bounded here, the report made by
 * reportPost (src/lib/discussions/moderation/reportPost.ts) as the member. Nothing on the page
 * changes (the author is not told), so nothing is revalidated.
 */
export const reportPostAction = memberAction((t: Translator) => ({
  signedOut: { title: t('discussionReports.reportError'), description: t('discussionReports.signIn') },
  input: formFields(
    z.object({
      postId: z
        .unknown()
        .transform(parseRowId)
        .pipe(rowIdArgument(t('errors.discussionPostNotFound'))),
      reason: storableText(t('errors.checkInput'))
        .trim()
        .min(1, t('discussionReports.reasonRequired'))
        .max(REPORT_REASON_MAX_LENGTH, t('discussionReports.reasonTooLong', { max: REPORT_REASON_MAX_LENGTH })),
    }),
    t('errors.checkInput'),
  ),
  title: t('discussionReports.reportError'),
  run: async (context, input) => {
    await reportPost(context, { postId: input.postId, reason: input.reason })
    return succeeded(t('discussionReports.reported'), t('discussionReports.reportedDescription'))
  },
}))
