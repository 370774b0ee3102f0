import type { Metadata } from 'next'
import type { Where } from 'payload'

import { Button } from '@/components/ui/button'
import { FilterForm } from '@/components/ui/filter-form'
import { Pagination } from '@/components/ui/pagination'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { requireCompleteProfile } from '@/lib/auth/requireCompleteProfile'
import { optionsOf, PROJECT_STATES, PROJECT_TYPES } from '@/lib/enums'
import { getPayloadClient } from '@/lib/payload'
import { projectCounts } from '@/lib/projects/projectCounts'
import { type ProjectState } from '@/lib/projects/projectState'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { hasAdminRole } from '@access/roles'

import { ProjectCard } from './ProjectCard'

export const generateMetadata = (): Promise<Metadata> =>
  publicPageMetadata({
    title: 'Projects',
    path: '/projects',
    description: 'Community projects where operators, vendors and researchers work on shared IT/OT problems.',
  })

const PAGE_SIZE = 9
const SECTIONS: { state: ProjectState; heading: string | null; param: string }[] = [
  { state: 'call_for_participation', heading: null, param: 'openPage' },
  { state: 'running', heading: 'Running Projects', param: 'runningPage' },
  { state: 'closed', heading: 'Closed Projects', param: 'closedPage' },
]

type Query = { q?: string; state?: string; type?: string; openPage?: string; runningPage?: string; closedPage?: string }

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
  const payload = await getPayloadClient()
  const filters: Where[] = []
  if (query.q?.trim()) filters.push({ or: [{ title: { like: query.q.trim() } }, { descriptionText: { like: query.q.trim() } }] })
  if (query.type && (PROJECT_TYPES as readonly string[]).includes(query.type)) filters.push({ type: { equals: query.type } })
  const sections = SECTIONS.filter((section) => !query.state || query.state === section.state)
  const results = await Promise.all(
    sections.map((section) =>
      payload
        .find({
          collection: 'projects',
          where: { and: [{ state: { equals: section.state } }, ...filters] },
          sort: '-createdAt',
          limit: PAGE_SIZE,
          page: Math.max(1, Number(query[section.param as keyof Query]) || 1),
          depth: 1,
          select: { title: true, descriptionText: true, state: true, type: true, startDate: true, image: true },
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
  const filterQuery = { q: query.q, state: query.state, type: query.type }

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Community Projects</h1>
        <p className="mt-2 text-gray-700">Join members from operators, vendors and research working on shared results.</p>
      </div>
      <FilterForm label="Filter projects" className="md:grid-cols-[1fr_14rem_12rem_auto]">
        <SearchField id="project-search" label="Search projects" defaultValue={query.q} />
        <SelectField
          id="project-state"
          label="State"
          name="state"
          defaultValue={query.state ?? ''}
          placeholder="All States"
          options={optionsOf(PROJECT_STATES)}
        />
        <SelectField
          id="project-type"
          label="Project type"
          name="type"
          defaultValue={query.type ?? ''}
          placeholder="All Types"
          options={PROJECT_TYPES}
        />
      </FilterForm>
      {total === 0 ? (
        <div className="space-y-4 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="text-gray-700">No projects found</p>
          {hasAdminRole(user) ? (
            <Button asChild>
              <a href="/admin/collections/projects/create">Create the First Project</a>
            </Button>
          ) : null}
        </div>
      ) : (
        sections.map((section, index) => {
          const result = results[index]!
          if (result.totalDocs === 0) return null
          const headingId = `projects-${section.state}`
          return (
            <section
              key={section.state}
              aria-labelledby={section.heading ? headingId : undefined}
              aria-label={section.heading ? undefined : 'Call for Participation'}
              className="space-y-4"
            >
              {section.heading ? (
                <h2 id={headingId} className="text-xl font-semibold">
                  {section.heading}
                </h2>
              ) : null}
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {result.docs.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} counts={counts.get(project.id)!} signedIn={Boolean(user)} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={Number(query[section.param as keyof Query]) || 1}
                totalPages={result.totalPages}
                query={filterQuery}
                param={section.param}
                label={`${section.heading ?? 'Open project'} pages`}
              />
            </section>
          )
        })
      )}
    </main>
  )
}
