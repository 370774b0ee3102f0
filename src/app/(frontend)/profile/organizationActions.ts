'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { saveOwnOrganization } from '@/lib/organizations/saveOwnOrganization'
import { uploadOrganizationLogo } from '@/lib/organizations/uploadOrganizationLogo'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { formFields, refusalText } from '@/lib/shared/actions/runAction'
import { ORGANIZATION_TYPES, SECTORS } from '@/lib/shared/enums'
import { isAppError } from '@/lib/shared/errors/appError'
import { storableText } from '@/lib/shared/validation/storableText'

const MAX_NAME_LENGTH = 200

const organizationSchema = (t: Translator) =>
  z.object({
    name: storableText(t('profile.nameAndTypeRequired'))
      .trim()
      .min(1, t('profile.nameAndTypeRequired'))
      .max(MAX_NAME_LENGTH, t('profile.tooLong', { field: t('profile.organizationName'), max: MAX_NAME_LENGTH })),
    type: z.enum(ORGANIZATION_TYPES, { message: t('profile.nameAndTypeRequired') }),
    sector: z.union([z.enum(SECTORS), z.literal('')], { message: t('errors.checkInput') }),
    logo: z.unknown().transform((file) => (file instanceof File && file.size > 0 ? file : null)),
  })

/**
 * Organization tab (spec 5): the logo first (src/lib/organizations/uploadOrganizationLogo.ts),
 * then the organization (saveOwnOrganization.ts). Refusals are worded as the spec's toasts; the
 * rest say their own message.
 */
export const saveOrganization = memberAction((t: Translator) => ({
  signedOut: { title: t('profile.organizationError'), description: t('profile.signedOut') },
  input: formFields(organizationSchema(t), t('errors.checkInput')),
  title: t('profile.organizationError'),
  refusal: (error) => {
    const status = (error as { status?: number }).status
    if (status === 403) return failed(t('profile.organizationError'), t('profile.organizationLocked'))
    if (status === 413) return failed(t('profile.fileTooLarge'), t('profile.imageTooLarge'))
    return undefined
  },
  run: async (context, { name, type, sector, logo: file }) => {
    let logo: number | undefined
    if (file) {
      try {
        logo = await uploadOrganizationLogo(context, { file, organizationName: name })
      } catch (error) {
        if (isAppError(error) && error.code === 'TOO_LARGE') return failed(t('profile.fileTooLarge'), refusalText(error, t))
        if (isAppError(error) && error.code === 'INVALID_INPUT') return failed(t('profile.invalidFile'), refusalText(error, t))
        context.payload.logger.error({ err: error, msg: 'An organization logo could not be stored' })
        return failed(t('profile.uploadError'), t('profile.uploadFailed'))
      }
    }
    const outcome = await saveOwnOrganization(context, { name, type, sector: type === 'industry' && sector ? sector : null, logo })
    revalidatePath('/profile', 'layout')
    return succeeded(outcome === 'created' ? t('profile.organizationCreated') : t('profile.organizationUpdated'))
  },
}))
