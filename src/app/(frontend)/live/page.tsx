import { Radio } from 'lucide'
import type { Metadata } from 'next'

import { Icon } from '@/components/ui/icon'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { liveSessionUrl } from '@/lib/events/live/liveSessionUrl'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('live.title'), path: '/live', description: t('live.description') })
}

/** Spec 2: an external interactive presentation in a sandboxed frame, nothing else. */
export default async function LivePage() {
  await requireCompleteProfile()
  const t = await getTranslations()
  // Read on every render: an admin's change shows without a restart (the Live Session global).
  const url = (await liveSessionUrl(await getPayloadClient()))?.toString()
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-semibold">
        <Icon icon={Radio} aria-hidden="true" className="size-6 text-red-600" /> {t('live.title')}
      </h1>
      {url ? (
        <iframe
          src={url}
          title={t('live.frameTitle')}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          // A live stream may start by itself and go full screen or picture-in-picture.
          allow="autoplay; fullscreen; picture-in-picture"
          // A 16:9 frame is too short on a phone: there it takes most of the screen height.
          className="h-[75vh] min-h-96 w-full rounded-lg border border-gray-200 bg-white md:h-auto md:min-h-0 md:aspect-video"
        />
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('live.none')}</p>
      )}
    </main>
  )
}
