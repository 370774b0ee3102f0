'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { updateOwnAccount } from '@/lib/accounts/users/updateOwnAccount'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { checkbox, formFields } from '@/lib/shared/actions/runAction'

const directorySchema = z.object({
  listed: checkbox,
  showJobRole: checkbox,
  showOrganization: checkbox,
  showSector: checkbox,
  showWorkingIn: checkbox,
  showInterests: checkbox,
})

/**
 * The profile's people-directory section: whether the member is listed and what others see
 * (src/lib/accounts/users/updateOwnAccount.ts; the users' hook adds, changes or removes their directory row at once).
 */
export const updateDirectorySettings = memberAction((t: Translator) => ({
  signedOut: { title: t('people.settings.error'), description: t('profile.signedOut') },
  input: formFields(directorySchema, t('errors.checkInput')),
  title: t('people.settings.error'),
  run: async (context, directory) => {
    await updateOwnAccount(context, { directory })
    revalidatePath('/people', 'layout')
    return succeeded(t('people.settings.saved'), directory.listed ? t('people.settings.savedListed') : t('people.settings.savedHidden'))
  },
}))
