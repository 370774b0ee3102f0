'use server'

import { revalidatePath } from 'next/cache'
import type { Where } from 'payload'

import { type ActionResult, failed, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { isRowId } from '@/lib/ids/rowId'
import { getPayloadClient } from '@/lib/payload'
import { isStorableText } from '@/lib/validation/storableText'

const MESSAGE_MAX_LENGTH = 2000

/**
 * Applies to a project (spec 4): signed in, project in call for participation (the collection
 * hook enforces it), one application per member (the unique index): a second click is a success.
 */
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
  const payload = await getPayloadClient()
  const mine: Where = { and: [{ project: { equals: projectId } }, { user: { equals: user.id } }] }
  try {
    await payload.create({
      collection: 'project-applications',
      data: { project: projectId, message: message ?? '' } as never,
      user,
      overrideAccess: false,
    })
  } catch (error) {
    const existing = await payload.count({ collection: 'project-applications', where: mine, overrideAccess: true })
    if (!existing.totalDocs) {
      const status = (error as { status?: number }).status
      return failed('Error', status === 409 ? (error as Error).message : 'Failed to submit application')
    }
  }
  revalidatePath(`/projects/${projectId}`)
  return succeeded('Application Submitted', 'The project team will review your application.')
}
