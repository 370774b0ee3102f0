'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { applyToProject as apply } from '@/lib/projects/applyToProject'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { refusalText } from '@/lib/shared/actions/runAction'
import { isAppError } from '@/lib/shared/errors/appError'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'
import { storableText } from '@/lib/shared/validation/storableText'

const MESSAGE_MAX_LENGTH = 2000

/** The project page's Apply (spec 4): applies (src/lib/projects/applyToProject.ts) and says how it went. */
export const applyToProject = memberAction((t: Translator) => ({
  signedOut: { title: t('errors.error'), description: t('apply.signInToApply') },
  input: z.tuple(
    [
      rowIdArgument(t('apply.notSubmitted')),
      // Optional text within the field's limit of 2,000 characters.
      storableText(t('apply.notSubmitted'))
        .max(MESSAGE_MAX_LENGTH, t('apply.messageTooLong', { max: MESSAGE_MAX_LENGTH }))
        .nullish()
        .transform((message) => message ?? ''),
    ],
    { message: t('apply.notSubmitted') },
  ),
  title: t('errors.error'),
  // A closed project says so (a CONFLICT); anything else is the spec's one line.
  refusal: (error) =>
    failed(t('errors.error'), isAppError(error) && error.code === 'CONFLICT' ? refusalText(error, t) : t('apply.notSubmitted')),
  run: async (context, [projectId, message]) => {
    await apply(context, { projectId, message })
    revalidatePath(`/projects/${projectId}`)
    return succeeded(t('apply.submitted'), t('apply.submittedDescription'))
  },
}))
