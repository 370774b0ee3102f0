import type { Metadata } from 'next'
import type { Where } from 'payload'

import { TagFilter } from '@/components/tags/TagFilter'
import { restrictsReaders } from '@/components/tlp/TlpLabel'
import { TlpLegend } from '@/components/tlp/TlpLegend'
import { Button } from '@/components/ui/button'
import { FilterForm } from '@/components/ui/filter-form'
import { Pagination } from '@/components/ui/pagination'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { listTags, tagNamed } from '@/lib/content/tags/listTags'
import { taggedWith } from '@/lib/content/tags/taggedContent'
import { textSearch } from '@/lib/content/textSearch'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { projectCounts } from '@/lib/projects/projectCounts'
import { PROJECT_TYPE_KEY, type ProjectState } from '@/lib/projects/projectState'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { PROJECT_STATES, PROJECT_TYPES } from '@/lib/shared/enums'
import { hasAdminRole } from '@access/roles'

import { ProjectCard } from './ProjectCard'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('projects.title'), path: '/projects', description: t('projects.description') })
}

const PAGE_SIZE = 9
// Open calls have no visible heading (spec 2): the section is named by its state, for screen readers only.
const SECTIONS: { state: ProjectState; heading: 'projects.running' | 'projects.closed' | null; param: string }[] = [
  { state: 'call_for_participation', heading: null, param: 'openPage' },
  { state: 'running', heading: 'projects.running', param: 'runningPage' },
  { state: 'closed', heading: 'projects.closed', param: 'closedPage' },
]

type Query = { q?: string; state?: string; type?: string; tag?: string; openPage?: string; runningPage?: string; closedPage?: string }

/**
 * Projects (spec 2): open calls first without a heading, then running and closed ones.
 *
 * No loading.tsx here (issue 17): a route-level loading.tsx wraps this page and /projects/[id]
 * in a Suspense boundary, so Next.js commits a 200 with the skeleton before any data is read
 * and the cards only appear once the streamed rest is applied. That made a missing project
 * answer 200, showed a skeleton for data that is ready in about 0.1 s, and left the page to the
 * client router's handling of the deferred segment, which in production builds can keep the
 * loading fallback up although the answer arrived (vercel/next.js#86151; the server log showed
 * no error, the render takes 0.1 s). The page renders whole: cards or 404, nothing to swap in.
 */
export default async function ProjectsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const user = await requireCompleteProfile()
  const query = await searchParams
  const t = await getTranslations()
  const language = await requestLanguage()
  const payload = await getPayloadClient()
  const tags = await listTags(language)
  const tag = tagNamed(tags, query.tag)
  const filters: Where[] = []
  if (query.q?.trim()) filters.push(textSearch(query.q.trim(), { localized: ['title', 'descriptionText'] }))
  if (query.type && (PROJECT_TYPES as readonly string[]).includes(query.type)) filters.push({ type: { equals: query.type } })
  if (tag) filters.push(taggedWith(tag))
  const sections = SECTIONS.filter((section) => !query.state || query.state === section.state)
  const results = await Promise.all(
    sections.map((section) =>
      payload
        .find({
          collection: 'projects',
          locale: language,
          // As the reader: the TLP labels decide which projects they find (access/library/tlpAccess.ts).
          user: user ?? undefined,
          overrideAccess: false,
          where: { and: [{ state: { equals: section.state } }, ...filters] },
          sort: '-createdAt',
          limit: PAGE_SIZE,
          page: Math.max(1, Number(query[section.param as keyof Query]) || 1),
          depth: 1,
          select: { title: true, descriptionText: true, state: true, type: true, startDate: true, image: true, tlp: true },
        })
        .catch((error) => {
          payload.logger.error({ err: error, msg: 'Failed to load projects' })
          return { docs: [], totalDocs: 0, totalPages: 0, page: 1 }
        }),
    ),
  )
  const counts = await projectCounts(
    payload,
    results.flatMap((result) => result.docs.map((project) => project.id)),
  )
  const total = results.reduce((sum, result) => sum + result.totalDocs, 0)
  const filterQuery = { q: query.q, state: query.state, type: query.type, tag: tag?.slug }
  // The legend where a card shows a label (only labels that limit who may read show on cards).
  const labelled = results.some((result) => result.docs.some((project) => restrictsReaders(project.tlp)))

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('projects.heading')}</h1>
        <p className="mt-2 text-gray-700">{t('projects.intro')}</p>
      </div>
      {/* One row from 1024 px; the topic filter's column fits 'All standards and topics' in both languages (issue 49, item 11). */}
      <FilterForm label={t('projects.filter')} className="md:grid-cols-2 lg:grid-cols-[1fr_12rem_10rem_15rem_auto]">
        <SearchField id="project-search" label={t('projects.search')} defaultValue={query.q} />
        <SelectField
          id="project-state"
          label={t('projects.state')}
          name="state"
          defaultValue={query.state ?? ''}
          placeholder={t('projects.allStates')}
          options={PROJECT_STATES.map((state) => ({ value: state, label: t(`projectStates.${state}`) }))}
        />
        <SelectField
          id="project-type"
          label={t('projects.type')}
          name="type"
          defaultValue={query.type ?? ''}
          placeholder={t('projects.allTypes')}
          options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`projectTypes.${PROJECT_TYPE_KEY[type]}`) }))}
        />
        <TagFilter id="project-tag" tags={tags} selected={tag?.slug} language={language} />
      </FilterForm>
      {labelled ? <TlpLegend language={language} /> : null}
      {total === 0 ? (
        <div className="space-y-4 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="text-gray-700">{t('projects.none')}</p>
          {hasAdminRole(user) ? (
            <Button asChild>
              <a href={pathIn(language, '/admin/collections/projects/create')}>{t('projects.createFirst')}</a>
            </Button>
          ) : null}
        </div>
      ) : (
        sections.map((section, index) => {
          const result = results[index]!
          if (result.totalDocs === 0) return null
          const headingId = `projects-${section.state}`
          return (
            <section key={section.state} aria-labelledby={headingId} className="space-y-4">
              {/* Every section has its h2 above the cards' h3 (axe's heading-order); the open calls' is not shown. */}
              <h2 id={headingId} className={section.heading ? 'text-xl font-semibold' : 'sr-only'}>
                {section.heading ? t(section.heading) : t(`projectStates.${section.state}`)}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {result.docs.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} counts={counts.get(project.id)!} signedIn={Boolean(user)} language={language} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={Number(query[section.param as keyof Query]) || 1}
                totalPages={result.totalPages}
                query={filterQuery}
                param={section.param}
                label={t('projects.pages', { section: section.state })}
              />
            </section>
          )
        })
      )}
    </main>
  )
}
