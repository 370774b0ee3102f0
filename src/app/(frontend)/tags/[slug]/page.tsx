import { ArrowLeft, CalendarDays, FileText, FolderKanban, type IconNode, Presentation, Search } from 'lucide'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Icon } from '@/components/ui/icon'
import { Pagination } from '@/components/ui/pagination'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { listTags, tagNamed } from '@/lib/content/tags/listTags'
import { TAG_FRAMEWORK_NAMES } from '@/lib/content/tags/tagFrameworks'
import { TAG_SECTIONS, taggedContent, type TagSection } from '@/lib/content/tags/taggedContent'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { formatCardDate, formatEventRange, formatProjectDate } from '@/lib/shared/format/dates'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Partial<Record<(typeof TAG_SECTIONS)[number]['param'], string>>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = await requestLanguage()
  const { slug } = await params
  const tag = tagNamed(await listTags(language), slug)
  const t = await getTranslations()
  if (!tag) return { title: t('tags.title') }
  return publicPageMetadata({
    title: tag.name,
    path: `/tags/${tag.slug}`,
    description: tag.description || `${TAG_FRAMEWORK_NAMES[tag.framework][language]}: ${t('tags.description')}`,
  })
}

const SECTION_ICON: Record<TagSection, IconNode> = {
  events: CalendarDays,
  agendaItems: Presentation,
  documents: FileText,
  projects: FolderKanban,
}
/** The list each section continues in, filtered by the tag; agenda items have no list of their own. */
const SECTION_LIST: Partial<Record<TagSection, string>> = { events: '/events', documents: '/documents', projects: '/projects' }

type Entry = { key: string; href: string; title: string; meta: string }

/** A tag's page (issue 23, item 2): its events, agenda items, documents and projects, each a page at a time. */
export default async function TagPage({ params, searchParams }: Props) {
  const user = await requireCompleteProfile()
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const language = await requestLanguage()
  const tag = tagNamed(await listTags(language), slug)
  if (!tag) notFound()
  const t = await getTranslations()
  const payload = await getPayloadClient()
  const pageOf = (section: (typeof TAG_SECTIONS)[number]) => Math.max(1, Math.floor(Number(query[section.param])) || 1)
  const content = await taggedContent(
    payload,
    user,
    tag,
    language,
    Object.fromEntries(TAG_SECTIONS.map((section) => [section.kind, pageOf(section)])) as Record<TagSection, number>,
  )
  const entries: Record<TagSection, Entry[]> = {
    events: content.events.docs.map((event) => ({
      key: `event-${event.id}`,
      href: `/events/${event.id}`,
      title: event.title,
      meta: [formatEventRange(event.date, event.endDate, language), event.isOnline ? t('event.online') : event.location]
        .filter(Boolean)
        .join(' · '),
    })),
    agendaItems: content.agendaItems.docs.map((item) => {
      const event = typeof item.event === 'object' && item.event ? item.event : null
      return {
        key: `agenda-${item.id}`,
        href: `/events/${event?.id ?? item.event}`,
        title: item.title,
        meta: [formatCardDate(item.startTime, language), event ? t('tags.atEvent', { event: event.title }) : null]
          .filter(Boolean)
          .join(' · '),
      }
    }),
    documents: content.documents.docs.map((document) => ({
      key: `document-${document.id}`,
      href: `/documents/${document.id}`,
      title: document.title,
      meta: [document.company, document.documentType, formatCardDate(document.createdAt, language)].join(' · '),
    })),
    projects: content.projects.docs.map((project) => ({
      key: `project-${project.id}`,
      href: `/projects/${project.id}`,
      title: project.title,
      meta: [t(`projectStates.${project.state}`), t('projects.starts', { date: formatProjectDate(project.startDate, language) })].join(
        ' · ',
      ),
    })),
  }
  const pageQuery = Object.fromEntries(TAG_SECTIONS.map((section) => [section.param, query[section.param]]))
  const total = TAG_SECTIONS.reduce((sum, section) => sum + content[section.kind].totalDocs, 0)

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div className="space-y-3">
        <a href={pathIn(language, '/tags')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
          {t('tags.back')}
        </a>
        <p className="text-sm font-semibold uppercase tracking-wide text-gray-700">{TAG_FRAMEWORK_NAMES[tag.framework][language]}</p>
        <h1 className="text-3xl font-semibold tracking-tight">{tag.name}</h1>
        {tag.description ? <p className="max-w-3xl text-gray-700">{tag.description}</p> : null}
        <a
          href={pathIn(language, `/search?tag=${encodeURIComponent(tag.slug)}`)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Icon icon={Search} aria-hidden="true" className="size-4" />
          {t('tags.searchWithin', { name: tag.name })}
        </a>
      </div>
      {total === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
          {t('tags.nothing', { name: tag.name })}
        </p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {TAG_SECTIONS.map((section) => {
            const result = content[section.kind]
            if (result.totalDocs === 0) return null
            const heading = t(`tags.${section.kind}`)
            const list = SECTION_LIST[section.kind]
            return (
              <section
                key={section.kind}
                aria-labelledby={`tagged-${section.kind}`}
                className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`tagged-${section.kind}`} className="flex items-center gap-2 text-lg font-semibold">
                    <Icon icon={SECTION_ICON[section.kind]} aria-hidden="true" className="size-5 text-brand-600" />
                    {heading}
                  </h2>
                  <span className="text-sm text-gray-700">{t('tags.count', { count: result.totalDocs })}</span>
                </div>
                <ul className="divide-y divide-gray-100">
                  {entries[section.kind].map((entry) => (
                    <li key={entry.key} className="py-2">
                      <a href={pathIn(language, entry.href)} className="font-medium text-gray-900 hover:text-brand-700 hover:underline">
                        {entry.title}
                      </a>
                      <p className="text-sm text-gray-700">{entry.meta}</p>
                    </li>
                  ))}
                </ul>
                {list ? (
                  <a
                    href={pathIn(language, `${list}?tag=${encodeURIComponent(tag.slug)}`)}
                    className="inline-block text-sm font-medium text-brand-700 hover:underline"
                  >
                    {t('tags.inList', { section: heading })}
                  </a>
                ) : null}
                <Pagination
                  page={pageOf(section)}
                  totalPages={result.totalPages}
                  query={pageQuery}
                  param={section.param}
                  label={t('tags.sectionPages', { section: heading })}
                />
              </section>
            )
          })}
        </div>
      )}
    </main>
  )
}
