'use server'

import { revalidatePath } from 'next/cache'

import { type ActionResult, failed, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { isRowId } from '@/lib/ids/rowId'
import { isAppError } from '@/lib/errors/appError'
import { getPayloadClient } from '@/lib/payload'
import { applyToProject as apply } from '@/lib/projects/applyToProject'
import { isStorableText } from '@/lib/validation/storableText'

const MESSAGE_MAX_LENGTH = 2000

/** The project page's Apply (spec 4): checks the arguments, applies (src/lib/projects/applyToProject.ts), says how it went. */
export async function applyToProject(projectId: number, message: string): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return failed('Error', 'Please sign in to apply.')
  if (!isRowId(projectId)) return failed('Error', 'Failed to submit application')
  // The message is optional text (the field's limit is 2,000 characters): anything else is refused.
  if (message !== undefined && message !== null && (typeof message !== 'string' || !isStorableText(message))) {
    return failed('Error', 'Failed to submit application')
  }
  if ((message?.length ?? 0) > MESSAGE_MAX_LENGTH) {
    return failed('Error', `The message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`)
  }
  try {
    await apply({ payload: await getPayloadClient(), user }, { projectId, message: message ?? '' })
  } catch (error) {
    return failed('Error', isAppError(error) && error.code === 'CONFLICT' ? error.message : 'Failed to submit application')
  }
  revalidatePath(`/projects/${projectId}`)
  return succeeded('Application Submitted', 'The project team will review your application.')
}
