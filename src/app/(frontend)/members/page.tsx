import { Building2 } from 'lucide'
import type { Metadata } from 'next'

import { Icon } from '@/components/ui/icon'
import { Pagination } from '@/components/ui/pagination'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import type { Media } from '@/payload-types'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('members.title'), path: '/members', description: t('members.description') })
}

const PAGE_SIZE = 24

/**
 * Member organizations (spec 2): every type but vendors, by name, with logo or placeholder. It
 * says it counts organizations (issue 49, item 8): the menu's 'Members' and the home page's people.
 */
export default async function MembersPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await requireCompleteProfile()
  const page = Math.max(1, Number((await searchParams).page) || 1)
  const t = await getTranslations()
  const payload = await getPayloadClient()
  const organizations = await payload
    .find({
      collection: 'organizations',
      where: { type: { not_equals: 'vendor' } },
      sort: 'name',
      limit: PAGE_SIZE,
      page,
      depth: 1,
      select: { name: true, sector: true, type: true, logo: true },
      overrideAccess: false,
    })
    .catch((error) => {
      payload.logger.error({ err: error, msg: 'Failed to load member organizations' })
      return null
    })
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('members.heading')}</h1>
        <p className="mt-2 max-w-2xl text-gray-700">{t('members.intro')}</p>
        {organizations && organizations.totalDocs > 0 ? (
          <p className="mt-1 text-sm font-medium text-gray-800">{t('members.counted', { count: organizations.totalDocs })}</p>
        ) : null}
      </div>
      {!organizations || organizations.totalDocs === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('members.none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {organizations.docs.map((organization) => {
            const logo = typeof organization.logo === 'object' ? (organization.logo as Media | null) : null
            return (
              <li key={organization.id} className="flex items-center gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
                {logo?.url ? (
                  // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file; sizes are fixed
                  <img
                    src={logo.url}
                    alt={t('members.logo', { name: organization.name })}
                    width={64}
                    height={64}
                    className="size-16 rounded-md object-cover"
                  />
                ) : (
                  <span className="flex size-16 items-center justify-center rounded-md bg-gray-100 text-gray-600">
                    <Icon icon={Building2} aria-hidden="true" className="size-8" />
                  </span>
                )}
                <div>
                  <h2 className="font-semibold">{organization.name}</h2>
                  <p className="text-sm text-gray-700">
                    {organization.sector || (organization.type ? t(`organizationTypes.${organization.type}`) : null)}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {organizations ? <Pagination page={page} totalPages={organizations.totalPages} query={{}} /> : null}
    </main>
  )
}
