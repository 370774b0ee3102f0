import { getTranslations } from '@/i18n/translations'

import { InviteFields } from './InviteFields'

/** The expert invitation form (InviteFields), with its words made here, on the server. */
export async function InviteForm() {
  const t = await getTranslations()
  return (
    <InviteFields
      texts={{
        emailLabel: t('invite.emailLabel'),
        emailPlaceholder: t('invite.emailPlaceholder'),
        send: t('invite.send'),
        sending: t('invite.sending'),
      }}
    />
  )
}
