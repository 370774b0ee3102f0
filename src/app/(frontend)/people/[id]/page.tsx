import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { latestRequestBetween } from '@/lib/directory/contactRequestsOf'
import { interestLabel, sectorLabel } from '@/lib/directory/directoryLabels'
import { mayBrowseDirectory } from '@/lib/directory/directoryPageAccess'
import { directoryProfileOf } from '@/lib/directory/searchDirectory'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

import { BlockButton, ContactForm, ReportForm } from '../PeopleForms'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('people.pageTitle'), robots: { index: false } }
}

/**
 * One member of the people directory as they chose to show themselves, with Contact (a request
 * relayed by e-mail; addresses only on accept), Block and Report. A member not listed, or
 * blocked either way, is not found.
 */
export default async function PersonPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const language = await requestLanguage()
  const user = await requireCompleteProfile()
  const memberId = parseRowId(id)
  if (!user) redirectInSite(`/auth?from=/people/${memberId ?? ''}`, { language })
  if (!memberId) notFound()
  const t = await getTranslations()
  const payload = await getPayloadClient()
  const back = (
    <a href={pathIn(language, '/people')} className="text-sm font-medium text-brand-600 hover:underline">
      ← {t('people.back')}
    </a>
  )
  if (!(await mayBrowseDirectory(payload, user))) {
    return (
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        {back}
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t('people.tooMany')}
        </p>
      </main>
    )
  }
  const person = await directoryProfileOf(payload, user, memberId)
  if (!person) notFound()
  const isSelf = memberId === user.id
  const request = isSelf ? null : await latestRequestBetween(payload, user, memberId)
  const requestsHref = pathIn(language, '/people/requests')

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      {back}
      <article className="space-y-3 rounded-lg border border-gray-200 bg-white p-6">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{person.name}</h1>
        {person.jobRole ? <p className="text-gray-800 break-words">{person.jobRole}</p> : null}
        {person.organizationName ? <p className="font-medium text-gray-800 break-words">{person.organizationName}</p> : null}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-2">
          {person.sector ? (
            <>
              <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase sm:text-sm sm:normal-case sm:tracking-normal">
                {t('people.sector')}
              </dt>
              <dd className="mb-2 text-gray-900 sm:mb-0">{sectorLabel(t, person.sector)}</dd>
            </>
          ) : null}
          {person.workingIn ? (
            <>
              <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase sm:text-sm sm:normal-case sm:tracking-normal">
                {t('people.workingIn')}
              </dt>
              <dd className="mb-2 text-gray-900 sm:mb-0">{person.workingIn}</dd>
            </>
          ) : null}
          {person.interests?.length ? (
            <>
              <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase sm:text-sm sm:normal-case sm:tracking-normal">
                {t('people.interests')}
              </dt>
              <dd className="mb-2 text-gray-900 sm:mb-0">{person.interests.map((interest) => interestLabel(t, interest)).join(', ')}</dd>
            </>
          ) : null}
        </dl>
        {isSelf ? <p className="text-sm text-gray-600">{t('people.you')}</p> : null}
      </article>
      {isSelf ? null : (
        <>
          <section aria-labelledby="contact" className="space-y-3 rounded-lg border border-gray-200 bg-white p-6">
            <h2 id="contact" className="text-xl font-semibold">
              {t('people.contactHeading')}
            </h2>
            {request?.status === 'pending' && request.sender === user.id ? (
              <p className="text-gray-700">{t('people.pendingTo', { name: person.name })}</p>
            ) : request?.status === 'accepted' ? (
              <p className="text-gray-700">
                {t.rich('people.acceptedWith', {
                  name: person.name,
                  link: (chunks) => (
                    <a href={requestsHref} className="font-medium text-brand-600 hover:underline">
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            ) : (
              <>
                <p className="text-sm text-gray-700">{t('people.contactIntro', { name: person.name })}</p>
                <ContactForm
                  memberId={memberId}
                  name={person.name}
                  texts={{
                    message: t('people.message'),
                    hint: t('people.messageHint'),
                    send: t('people.send'),
                    sending: t('people.sending'),
                  }}
                />
              </>
            )}
          </section>
          <section aria-labelledby="block-or-report" className="space-y-3 rounded-lg border border-gray-200 bg-white p-6">
            <h2 id="block-or-report" className="text-xl font-semibold">
              {t('people.blockHeading')}
            </h2>
            <p className="text-sm text-gray-700">{t('people.blockIntro', { name: person.name })}</p>
            <BlockButton memberId={memberId} label={t('people.block', { name: person.name })} goTo={pathIn(language, '/people')} />
            <ReportForm
              memberId={memberId}
              name={person.name}
              texts={{ report: t('people.report'), reason: t('people.reportReason'), send: t('people.reportSend') }}
            />
          </section>
        </>
      )}
    </main>
  )
}
