'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { confirmOrganizationDomain } from '@/lib/organizations/organizationDomains/confirmOrganizationDomain'
import { failed, succeeded } from '@/lib/shared/actions/actionResult'
import { visitorAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'
import { isAppError } from '@/lib/shared/errors/appError'
import { readErrorText } from '@/lib/shared/errors/errorText'

/** The confirmation page's button: no sign-in, the link's key (the form's `token`) is the proof. */
export const confirmDomain = visitorAction((t: Translator) => ({
  input: formFields(z.object({ token: z.unknown() }), readErrorText({ key: 'domainLinkInvalid' }, t)),
  title: t('domainConfirm.invalidHeading'),
  run: async (context, { token }) => {
    try {
      const { domain } = await confirmOrganizationDomain(context.payload, { key: typeof token === 'string' ? token : '' })
      return succeeded(t('domainConfirm.done', { domain }))
    } catch (error) {
      if (isAppError(error)) return failed(readErrorText({ key: 'domainLinkInvalid' }, t))
      throw error
    }
  },
}))
