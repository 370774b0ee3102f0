'use server'

import { z } from 'zod'

import { recipientLanguage } from '@/emails/recipient'
import { welcomeEmail } from '@/emails/welcome'
import type { Translator } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { completeProfile as completeMemberProfile } from '@/lib/accounts/users/completeProfile'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { searchOrganizations } from '@/lib/organizations/searchOrganizations'
import { weeklyDigestUrl } from '@/lib/reach/digest/weeklyDigestToken'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { checkbox, formFields } from '@/lib/shared/actions/runAction'
import { ORGANIZATION_TYPES, SECTORS, WORKING_IN } from '@/lib/shared/enums'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { siteUrl } from '@/lib/shared/siteUrl'
import { isStorableText, storableText } from '@/lib/shared/validation/storableText'

const required = (message: string) => storableText().trim().min(1, message).max(200)

const profileSchema = (t: Translator) =>
  z.object({
    firstName: required(t('completeProfile.firstNameRequired')),
    lastName: required(t('completeProfile.lastNameRequired')),
    company: required(t('completeProfile.companyRequired')),
    companyId: z.union([z.literal(''), z.string().refine((value) => parseRowId(value) !== null)]).optional(),
    companyType: z.preprocess((value) => value || undefined, z.enum(ORGANIZATION_TYPES).default('vendor')),
    sector: z.union([z.enum(SECTORS), z.literal('')]).optional(),
    jobRole: required(t('completeProfile.jobRoleRequired')),
    workingIn: z.union([z.enum(WORKING_IN), z.literal('')]).optional(),
    invite: storableText().optional(),
    weeklyDigest: checkbox,
  })

/** Type-ahead for the company field (a read: no pipeline needed, and a visitor gets nothing). */
export async function findCompanies(text: string) {
  if (!(await getCurrentUser())) return []
  const query = String(text).slice(0, 100)
  return isStorableText(query) ? searchOrganizations(await getPayloadClient(), query) : []
}

/** The profile completion form: completes the profile (src/lib/accounts/users/completeProfile.ts), sends the welcome e-mail. */
export const completeProfile = memberAction((t: Translator) => ({
  signedOut: { title: t('errors.error'), description: t('completeProfile.noUser') },
  input: formFields(profileSchema(t), t('errors.checkInput')),
  invalidTitle: t('errors.error'),
  title: t('errors.errorUpdatingProfile'),
  run: async (context, input) => {
    const outcome = await completeMemberProfile(context, input)
    try {
      await context.payload.sendEmail({
        to: context.user.email,
        ...welcomeEmail(
          {
            firstName: input.firstName,
            siteUrl: siteUrl(),
            // Offered in the welcome e-mail unless ticked on the form already.
            weeklyDigestUrl: input.weeklyDigest ? null : weeklyDigestUrl(context.payload.secret, context.user.id),
          },
          recipientLanguage(context.user),
        ),
      })
    } catch (error) {
      // The profile is complete; a welcome that did not go out is no reason to say otherwise.
      context.payload.logger.error({ err: error, msg: 'Welcome e-mail failed' })
    }
    if (outcome.membership === 'requested') {
      return succeeded(
        t('completeProfile.completedTitle'),
        t('completeProfile.membershipRequested', { organization: outcome.organizationName }),
      )
    }
    return succeeded(t('completeProfile.completedTitle'), t('completeProfile.completed'))
  },
}))
