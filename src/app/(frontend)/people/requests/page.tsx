import type { Metadata } from 'next'

import { Pagination } from '@/components/ui/pagination'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { blocksOf, contactRequestsOf, otherParty, peopleOn } from '@/lib/directory/contactRequestsOf'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { formatListDate } from '@/lib/shared/format/dates'
import { relationId } from '@/lib/shared/ids/relationId'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

import { AnswerButtons, UnblockButton } from '../PeopleForms'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('people.requests.pageTitle'), robots: { index: false } }
}

type Query = { received?: string; sent?: string; blocked?: string }
const pageOf = (value: string | undefined) => Math.max(1, Math.min(10_000, Math.floor(Number(value)) || 1))

/**
 * The member's contact requests: received (Accept shares both addresses, Decline shares
 * nothing), sent, each with its state and, once accepted, the other's address; and the members
 * they blocked, with Unblock. 20 of each a page; the other members' names in one read.
 */
export default async function ContactRequestsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const language = await requestLanguage()
  const user = await requireCompleteProfile()
  if (!user) redirectInSite('/auth?from=/people/requests', { language })
  const t = await getTranslations()
  const query = await searchParams
  const pages = { received: pageOf(query.received), sent: pageOf(query.sent), blocked: pageOf(query.blocked) }
  const payload = await getPayloadClient()
  const [received, sent, blocks] = await Promise.all([
    contactRequestsOf(payload, user, { side: 'recipient', page: pages.received }),
    contactRequestsOf(payload, user, { side: 'sender', page: pages.sent }),
    blocksOf(payload, user, pages.blocked),
  ])
  const requests = [...received.docs, ...sent.docs]
  const people = await peopleOn(
    payload,
    [...requests.map((request) => otherParty(request, user)), ...blocks.docs.map((block) => relationId(block.blocked))],
    new Set(requests.filter((request) => request.status === 'accepted').map((request) => otherParty(request, user))),
  )
  const nameOf = (id: number) => people.get(id)?.name || t('people.requests.someone')
  const keep = { received: String(pages.received), sent: String(pages.sent), blocked: String(pages.blocked) }

  const list = (side: 'received' | 'sent') => {
    const found = side === 'received' ? received : sent
    if (found.totalDocs === 0) {
      return <p className="text-gray-700">{t(side === 'received' ? 'people.requests.noneReceived' : 'people.requests.noneSent')}</p>
    }
    return (
      <>
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {found.docs.map((request) => {
            const other = otherParty(request, user)
            const name = nameOf(other)
            const email = people.get(other)?.email
            return (
              <li key={request.id} className="space-y-2 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium break-words">
                    {t(side === 'received' ? 'people.requests.from' : 'people.requests.to', { name })}
                  </p>
                  <p className="text-xs text-gray-600">{formatListDate(request.createdAt, language)}</p>
                </div>
                <p className="whitespace-pre-line break-words text-sm text-gray-800">{request.message}</p>
                <p className="text-sm font-medium text-gray-700">{t(`people.requests.status.${request.status}`)}</p>
                {request.status === 'accepted' && email ? (
                  <p className="text-sm break-all">
                    <a href={`mailto:${email}`} className="font-medium text-brand-600 hover:underline">
                      {t('people.requests.address', { email })}
                    </a>
                  </p>
                ) : null}
                {side === 'received' && request.status === 'pending' ? (
                  <AnswerButtons
                    requestId={request.id}
                    context={name}
                    texts={{ accept: t('people.requests.accept'), decline: t('people.requests.decline') }}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
        <Pagination page={pages[side]} totalPages={found.totalPages} query={keep} param={side} />
      </>
    )
  }

  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <a href={pathIn(language, '/people')} className="text-sm font-medium text-brand-600 hover:underline">
        ← {t('people.back')}
      </a>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('people.requests.heading')}</h1>
        <p className="mt-2 text-gray-700">{t('people.requests.intro')}</p>
      </div>
      <section aria-labelledby="received" className="space-y-3">
        <h2 id="received" className="text-xl font-semibold">
          {t('people.requests.received')}
        </h2>
        {list('received')}
      </section>
      <section aria-labelledby="sent" className="space-y-3">
        <h2 id="sent" className="text-xl font-semibold">
          {t('people.requests.sent')}
        </h2>
        {list('sent')}
      </section>
      <section aria-labelledby="blocked" className="space-y-3">
        <h2 id="blocked" className="text-xl font-semibold">
          {t('people.requests.blockedHeading')}
        </h2>
        {blocks.totalDocs === 0 ? (
          <p className="text-gray-700">{t('people.requests.noneBlocked')}</p>
        ) : (
          <>
            <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
              {blocks.docs.map((block) => {
                const id = relationId(block.blocked)
                return (
                  <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <span className="font-medium break-words">{nameOf(id)}</span>
                    <UnblockButton memberId={id} label={t('people.unblock')} context={nameOf(id)} />
                  </li>
                )
              })}
            </ul>
            <Pagination page={pages.blocked} totalPages={blocks.totalPages} query={keep} param="blocked" />
          </>
        )}
      </section>
    </main>
  )
}
