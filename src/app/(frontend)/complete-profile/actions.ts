'use server'

import { z } from 'zod'

import { welcomeEmail } from '@/emails/welcome'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { parseRowId } from '@/lib/ids/rowId'
import { acceptInvitation, invitationForMember } from '@/lib/invitations/acceptInvitation'
import { searchOrganizations } from '@/lib/organizations/searchOrganizations'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'
import { isStorableText, storableText } from '@/lib/validation/storableText'

import { ORGANIZATION_TYPES, SECTORS, WORKING_IN } from '../../../../collections/enums'

export type CompleteProfileState = { ok?: boolean; title?: string; description?: string }

const required = (label: string) => storableText().trim().min(1, `${label} is required.`).max(200)

const profileSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  company: required('Company'),
  companyId: z.union([z.literal(''), z.string().refine((value) => parseRowId(value) !== null)]).optional(),
  companyType: z.enum(ORGANIZATION_TYPES).default('vendor'),
  sector: z.union([z.enum(SECTORS), z.literal('')]).optional(),
  jobRole: required('Job role'),
  workingIn: z.union([z.enum(WORKING_IN), z.literal('')]).optional(),
  invite: storableText().optional(),
})

/** Type-ahead for the company field. */
export async function findCompanies(text: string) {
  if (!(await getCurrentUser())) return []
  const query = String(text).slice(0, 100)
  return isStorableText(query) ? searchOrganizations(await getPayloadClient(), query) : []
}

/**
 * Completes the profile (spec 5): an existing company is joined as it is; a new name creates
 * the company (editable by its members, sector only for industry); a matching invitation is
 * accepted; a welcome e-mail follows.
 */
export async function completeProfile(_state: CompleteProfileState, formData: FormData): Promise<CompleteProfileState> {
  const user = await getCurrentUser()
  if (!user) return { title: 'Error', description: 'No authenticated user found' }
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return { title: 'Error', description: 'Please check your input.' }
  const parsed = profileSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return { title: 'Error', description: parsed.error.issues[0]?.message ?? 'Please check your input.' }
  const input = parsed.data
  const payload = await getPayloadClient()
  try {
    let organizationId = parseRowId(input.companyId)
    if (organizationId) {
      const exists = await payload.findByID({
        collection: 'organizations',
        id: organizationId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })
      if (!exists) organizationId = null
    }
    if (!organizationId) {
      const sameName = await payload.find({
        collection: 'organizations',
        where: { name: { equals: input.company } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      organizationId =
        sameName.docs[0]?.id ??
        (
          await payload.create({
            collection: 'organizations',
            data: {
              name: input.company,
              type: input.companyType,
              sector: input.companyType === 'industry' && input.sector ? input.sector : null,
            },
            user,
            overrideAccess: false,
          })
        ).id
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        jobRole: input.jobRole,
        workingIn: input.workingIn || null,
        organization: organizationId,
      },
      user,
      overrideAccess: false,
    })
    const invitation = await invitationForMember(payload, user.email, input.invite)
    if (invitation) await acceptInvitation(payload, invitation)
  } catch (error) {
    return { title: 'Error updating profile', description: (error instanceof Error && error.message) || 'Please try again later.' }
  }
  try {
    await payload.sendEmail({ to: user.email, ...welcomeEmail({ firstName: input.firstName, siteUrl: siteUrl() }) })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Welcome e-mail failed' })
  }
  return { ok: true }
}
