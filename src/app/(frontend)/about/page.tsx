import { Factory, Handshake, Lightbulb, Network, ShieldCheck, Users, type IconNode } from 'lucide'
import type { Metadata } from 'next'

import { Icon } from '@/components/ui/icon'
import { RichTextContent } from '@/components/ui/RichTextContent'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { ABOUT_PAGE_SLUG, type AboutValueIcon } from '@/lib/content/about/aboutPage'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('about.title'), path: '/about', description: t('about.description') })
}

const ICONS: Record<AboutValueIcon, IconNode> = {
  handshake: Handshake,
  lightbulb: Lightbulb,
  shield: ShieldCheck,
  users: Users,
  network: Network,
  factory: Factory,
}

/** Community mission, its origin at an IT/OT summit, and the core values (spec 2), as admins wrote them (the About Page global). */
export default async function AboutPage() {
  await requireCompleteProfile()
  const t = await getTranslations()
  const payload = await getPayloadClient()
  // In the page's language; a text not yet translated shows in the other one.
  const about = await payload.findGlobal({ slug: ABOUT_PAGE_SLUG, depth: 0, locale: await requestLanguage() })
  const values = about.values ?? []
  return (
    <main className="mx-auto max-w-4xl space-y-10 px-4 py-12">
      <section className="space-y-4">
        <h1 className="text-3xl font-semibold tracking-tight">{about.title || t('about.heading')}</h1>
        <RichTextContent value={about.body} className="text-lg" />
      </section>
      {values.length > 0 ? (
        <section aria-labelledby="values-heading" className="space-y-4">
          <h2 id="values-heading" className="text-2xl font-semibold">
            {t('about.coreValues')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {values.map(({ id, title, icon, text }) => (
              <li key={id ?? title} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
                <Icon icon={ICONS[icon] ?? Handshake} className="mb-3 size-8 text-brand-600" />
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-2 text-sm whitespace-pre-line text-gray-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}
