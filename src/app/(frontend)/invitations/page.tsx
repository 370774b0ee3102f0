import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { isOpen } from '@/lib/organizations/invitations/openInvitation'
import { formatListDate } from '@/lib/shared/format/dates'
import type { Invitation } from '@/payload-types'

import { InviteForm } from './InviteForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('invitations.pageTitle') }
}

const PAGE_SIZE = 50

/** Accepted (green), Expired (a pending or sent one past its expiry), otherwise Pending. */
function statusOf(invitation: Invitation) {
  if (invitation.status === 'accepted') return { key: 'accepted', className: 'bg-green-100 text-green-800' } as const
  if (invitation.status === 'expired' || !isOpen(invitation)) return { key: 'expired', className: 'bg-gray-100 text-gray-700' } as const
  return { key: 'pending', className: 'bg-amber-50 text-amber-800' } as const
}

export default async function InvitationsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requireCompleteProfile()
  const t = await getTranslations()
  const language = await requestLanguage()
  if (!user) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg">{t('invitations.signIn')}</p>
      </main>
    )
  }
  const page = Math.max(1, Number((await searchParams).page) || 1)
  const payload = await getPayloadClient()
  const invitations = await payload.find({
    collection: 'invitations',
    where: { invitedBy: { equals: user.id } },
    sort: '-createdAt',
    limit: PAGE_SIZE,
    page,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('invitations.heading')}</h1>
        <p className="mt-2 text-gray-700">{t('invitations.intro')}</p>
      </div>
      <Card>
        <InviteForm />
      </Card>
      <section aria-labelledby="sent-heading" className="space-y-3">
        <h2 id="sent-heading" className="text-lg font-semibold">
          {t('invitations.yours', { count: invitations.totalDocs })}
        </h2>
        {invitations.totalDocs === 0 ? (
          <p className="text-gray-700">{t('invitations.none')}</p>
        ) : (
          <ul aria-labelledby="sent-heading" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {invitations.docs.map((invitation) => {
              const status = statusOf(invitation)
              return (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <div>
                    <p className="font-medium break-all">{invitation.email}</p>
                    <p className="text-sm text-gray-600">
                      {t('invitations.invited', { date: formatListDate(invitation.invitedAt ?? invitation.createdAt, language) })}
                    </p>
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>
                    {t(`invitations.status.${status.key}`)}
                  </span>
                </li>
              )
            })}
          </ul>
        )}
        {invitations.totalPages > 1 ? (
          <nav aria-label={t('invitations.pages')} className="flex gap-4 text-sm">
            {invitations.hasPrevPage ? (
              <a href={pathIn(language, `/invitations?page=${page - 1}`)} className="text-brand-600 hover:underline">
                {t('ui.previous')}
              </a>
            ) : null}
            {invitations.hasNextPage ? (
              <a href={pathIn(language, `/invitations?page=${page + 1}`)} className="text-brand-600 hover:underline">
                {t('ui.next')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </main>
  )
}
