'use server'

import { z } from 'zod'

import { welcomeEmail } from '@/emails/welcome'
import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { parseRowId } from '@/lib/ids/rowId'
import { searchOrganizations } from '@/lib/organizations/searchOrganizations'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'
import { completeProfile as completeMemberProfile } from '@/lib/users/completeProfile'
import { isStorableText, storableText } from '@/lib/validation/storableText'

import { ORGANIZATION_TYPES, SECTORS, WORKING_IN } from '@/lib/enums'

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

/** The profile completion form: checks the form, completes the profile (src/lib/users/completeProfile.ts), sends the welcome e-mail. */
export async function completeProfile(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return failed('Error', 'No authenticated user found')
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return failed('Error', 'Please check your input.')
  const parsed = profileSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return failed('Error', parsed.error.issues[0]?.message ?? 'Please check your input.')
  const input = parsed.data
  const payload = await getPayloadClient()
  try {
    const outcome = await completeMemberProfile(payload, user, input)
    if (!outcome.ok) return failed(outcome.title, outcome.description)
  } catch (error) {
    return failed('Error updating profile', messageOf(error))
  }
  try {
    await payload.sendEmail({ to: user.email, ...welcomeEmail({ firstName: input.firstName, siteUrl: siteUrl() }) })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Welcome e-mail failed' })
  }
  return succeeded('Profile completed!', 'Welcome to the IT/OT Community.')
}
