import type { Metadata } from 'next'

import { FilterForm } from '@/components/ui/filter-form'
import { Pagination } from '@/components/ui/pagination'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { interestLabel, sectorLabel } from '@/lib/directory/directoryLabels'
import { mayBrowseDirectory } from '@/lib/directory/directoryPageAccess'
import { DIRECTORY_MAX_PAGE } from '@/lib/directory/directoryPaging'
import { searchDirectory } from '@/lib/directory/searchDirectory'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { INTERESTS, type Interest, SECTORS, WORKING_IN } from '@/lib/shared/enums'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('people.pageTitle'), robots: { index: false } }
}

type Query = {
  q?: string | string[]
  sector?: string | string[]
  workingIn?: string | string[]
  interest?: string | string[]
  page?: string | string[]
}

/** One value of the query string: the first when repeated, at most `max` characters. */
const one = (value: string | string[] | undefined, max = 100) => (Array.isArray(value) ? value[0] : value)?.slice(0, max) ?? ''
const among = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined

/**
 * The people directory (issue 22): signed-in members search those who opted in, by name, role
 * or organization, sector, IT/OT focus and interest, 20 a page; each card shows only what that
 * member chose to show and opens their profile. Pages are counted per member against scraping.
 */
export default async function PeoplePage({ searchParams }: { searchParams: Promise<Query> }) {
  const language = await requestLanguage()
  const user = await requireCompleteProfile()
  if (!user) redirectInSite('/auth?from=/people', { language })
  const t = await getTranslations()
  const query = await searchParams
  const q = one(query.q).trim()
  const sector = among(SECTORS, one(query.sector))
  const workingIn = among(WORKING_IN, one(query.workingIn))
  const interest = among(INTERESTS, one(query.interest)) as Interest | undefined
  const page = Math.min(DIRECTORY_MAX_PAGE, Math.max(1, Math.floor(Number(one(query.page, 10))) || 1))
  const payload = await getPayloadClient()
  const allowed = await mayBrowseDirectory(payload, user)
  const found = allowed ? await searchDirectory(payload, user, { q, sector, workingIn, interest, page }) : null
  const profile = pathIn(language, '/profile/directory')
  const link = (chunks: React.ReactNode) => (
    <a href={profile} className="font-medium text-brand-600 hover:underline">
      {chunks}
    </a>
  )

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-semibold tracking-tight">{t('people.heading')}</h1>
          <p className="mt-2 text-gray-700">{t('people.intro')}</p>
          <p className="mt-1 text-sm text-gray-700">
            {user.directory?.listed ? t.rich('people.listedYou', { link }) : t.rich('people.notListedYet', { link })}
          </p>
        </div>
        <a href={pathIn(language, '/people/requests')} className="text-sm font-medium text-brand-600 hover:underline">
          {t('people.requestsLink')}
        </a>
      </div>
      <FilterForm label={t('people.filter')} className="md:grid-cols-[1fr_12rem_10rem_10rem_auto]">
        <SearchField id="people-search" label={t('people.search')} defaultValue={q} />
        <SelectField
          id="people-sector"
          label={t('people.sector')}
          name="sector"
          defaultValue={sector ?? ''}
          placeholder={t('people.allSectors')}
          options={SECTORS.map((value) => ({ value, label: sectorLabel(t, value) }))}
        />
        <SelectField
          id="people-working-in"
          label={t('people.workingIn')}
          name="workingIn"
          defaultValue={workingIn ?? ''}
          placeholder={t('people.allWorkingIn')}
          options={WORKING_IN.map((value) => ({ value, label: t(`workingIn.${value}`) }))}
        />
        <SelectField
          id="people-interest"
          label={t('people.interest')}
          name="interest"
          defaultValue={interest ?? ''}
          placeholder={t('people.allInterests')}
          options={INTERESTS.map((value) => ({ value, label: interestLabel(t, value) }))}
        />
      </FilterForm>
      {!found ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t('people.tooMany')}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium text-gray-700" data-testid="people-count">
            {t('people.count', { count: found.totalDocs })}
          </p>
          {found.totalDocs === 0 ? (
            <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('people.none')}</p>
          ) : (
            <ul aria-label={t('people.heading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {found.docs.map((person) => {
                const memberId = typeof person.member === 'object' ? person.member.id : person.member
                return (
                  <li key={person.id}>
                    <article className="flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
                      <h2 className="font-semibold leading-snug break-words">
                        <a
                          href={pathIn(language, `/people/${memberId}`)}
                          className="hover:underline"
                          aria-label={t('people.view', { name: person.name })}
                        >
                          {person.name}
                        </a>
                      </h2>
                      {person.jobRole ? <p className="text-sm text-gray-700 break-words">{person.jobRole}</p> : null}
                      {person.organizationName ? (
                        <p className="text-sm font-medium text-gray-800 break-words">{person.organizationName}</p>
                      ) : null}
                      <p className="flex flex-wrap gap-2 text-xs font-medium text-gray-700">
                        {person.sector ? <span className="rounded bg-gray-100 px-2 py-0.5">{sectorLabel(t, person.sector)}</span> : null}
                        {person.workingIn ? (
                          <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">
                            {t('people.workingInValue', { value: person.workingIn })}
                          </span>
                        ) : null}
                        {(person.interests ?? []).map((value) => (
                          <span key={value} className="rounded bg-gray-100 px-2 py-0.5">
                            {interestLabel(t, value)}
                          </span>
                        ))}
                      </p>
                    </article>
                  </li>
                )
              })}
            </ul>
          )}
          {page >= DIRECTORY_MAX_PAGE && found.totalPages > DIRECTORY_MAX_PAGE ? (
            <p className="text-sm text-gray-700">{t('people.pageLimit', { max: DIRECTORY_MAX_PAGE })}</p>
          ) : null}
          <Pagination
            page={page}
            totalPages={Math.min(found.totalPages, DIRECTORY_MAX_PAGE)}
            query={{ q: q || undefined, sector, workingIn, interest }}
          />
        </>
      )}
    </main>
  )
}
