import type { ActionContext } from '@/lib/shared/actions/runAction'

/**
 * A member applies to a project (spec 4), as the member: the collection's access, its hook
 * that the project is in call for participation (hooks/projects/checkProjectAcceptsApplications.ts, a
 * 409 AppError) and its unique index (one application per member and project) all apply. A
 * second application, a double click, is the same success: nothing a member did is lost or
 * doubled. Throws what the collection throws.
 */
export async function applyToProject({ payload, user }: ActionContext, { projectId, message }: { projectId: number; message: string }) {
  try {
    await payload.create({
      collection: 'project-applications',
      data: { project: projectId, message } as never,
      user,
      overrideAccess: false,
    })
  } catch (error) {
    // The unique index refused a second one: the member has applied, which is what was asked.
    const existing = await payload.count({
      collection: 'project-applications',
      where: { and: [{ project: { equals: projectId } }, { user: { equals: user.id } }] },
      overrideAccess: true,
    })
    if (!existing.totalDocs) throw error
  }
}
