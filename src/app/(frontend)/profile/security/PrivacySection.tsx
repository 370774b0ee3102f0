import { Download } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { getTranslations } from '@/i18n/translations'

import { DeleteAccountDialog } from './DeleteAccountDialog'

/** On the Security and data tab, last: download everything stored about you, or delete your account (only here). */
export async function PrivacySection({ email }: { email: string }) {
  const t = await getTranslations()
  return (
    <section aria-labelledby="your-data-heading" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      <div className="space-y-3 p-6">
        <h2 id="your-data-heading" className="text-xl font-semibold">
          {t('privacy.heading')}
        </h2>
        <p className="text-sm text-gray-700">{t('privacy.intro')}</p>
        <Button asChild variant="secondary">
          {/* A plain link: the browser saves the file the server names (a data file, the same in every language). */}
          <a href="/profile/export" download>
            <Icon icon={Download} aria-hidden="true" className="size-4" />
            {t('privacy.download')}
          </a>
        </Button>
      </div>
      <div className="space-y-3 p-6">
        <h3 className="text-lg font-semibold">{t('deleteAccount.heading')}</h3>
        <p className="text-sm text-gray-700">{t('deleteAccount.warning')}</p>
        <DeleteAccountDialog email={email} />
      </div>
    </section>
  )
}
