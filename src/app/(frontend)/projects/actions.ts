'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { failed, succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { isAppError } from '@/lib/errors/appError'
import { rowIdArgument } from '@/lib/ids/rowId'
import { applyToProject as apply } from '@/lib/projects/applyToProject'
import { storableText } from '@/lib/validation/storableText'

const NOT_SUBMITTED = 'Failed to submit application'
const MESSAGE_MAX_LENGTH = 2000

/** The project page's Apply (spec 4): applies (src/lib/projects/applyToProject.ts) and says how it went. */
export const applyToProject = memberAction({
  signedOut: { title: 'Error', description: 'Please sign in to apply.' },
  input: z.tuple(
    [
      rowIdArgument(NOT_SUBMITTED),
      // Optional text within the field's limit of 2,000 characters.
      storableText(NOT_SUBMITTED)
        .max(MESSAGE_MAX_LENGTH, `The message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`)
        .nullish()
        .transform((message) => message ?? ''),
    ],
    { message: NOT_SUBMITTED },
  ),
  title: 'Error',
  // A closed project says so (a CONFLICT); anything else is the spec's one line.
  refusal: (error) => failed('Error', isAppError(error) && error.code === 'CONFLICT' ? error.message : NOT_SUBMITTED),
  run: async (context, [projectId, message]) => {
    await apply(context, { projectId, message })
    revalidatePath(`/projects/${projectId}`)
    return succeeded('Application Submitted', 'The project team will review your application.')
  },
})
