import { Search } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import type { Where } from 'payload'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Pagination } from '@/components/ui/pagination'
import { hasAdminRole } from '../../../../access/roles'
import { PROJECT_TYPES } from '../../../../collections/enums'
import { requireCompleteProfile } from '@/lib/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/payload'
import { projectCounts } from '@/lib/projects/projectCounts'
import { type ProjectState } from '@/lib/projects/projectState'

import { ProjectCard } from './ProjectCard'

export const metadata: Metadata = { title: 'Projects · IT/OT Community' }

const PAGE_SIZE = 9
const selectClass = 'block min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm'
const SECTIONS: { state: ProjectState; heading: string | null; param: string }[] = [
  { state: 'call_for_participation', heading: null, param: 'openPage' },
  { state: 'running', heading: 'Running Projects', param: 'runningPage' },
  { state: 'closed', heading: 'Closed Projects', param: 'closedPage' },
]

type Query = { q?: string; state?: string; type?: string; openPage?: string; runningPage?: string; closedPage?: string }

/** Projects (spec 2): open calls first without a heading, then running and closed ones. */
export default async function ProjectsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const user = await requireCompleteProfile()
  const query = await searchParams
  const payload = await getPayloadClient()
  const filters: Where[] = []
  if (query.q?.trim()) filters.push({ or: [{ title: { like: query.q.trim() } }, { description: { like: query.q.trim() } }] })
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
          select: { title: true, description: true, state: true, type: true, startDate: true, image: true },
        })
        .catch((error) => {
          payload.logger.error({ err: error, msg: 'Failed to load projects' })
          return { docs: [], totalDocs: 0, totalPages: 0, page: 1 }
        }),
    ),
  )
  const counts = await projectCounts(payload, results.flatMap((result) => result.docs.map((project) => project.id)))
  const total = results.reduce((sum, result) => sum + result.totalDocs, 0)
  const filterQuery = { q: query.q, state: query.state, type: query.type }

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Community Projects</h1>
        <p className="mt-2 text-gray-700">Join members from operators, vendors and research working on shared results.</p>
      </div>
      <form role="search" aria-label="Filter projects" className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-[1fr_14rem_12rem_auto]">
        <div className="relative">
          <label htmlFor="project-search" className="sr-only">
            Search projects
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 size-4 text-gray-500" />
          <Input id="project-search" name="q" type="search" defaultValue={query.q} placeholder="Search projects" className="pl-9" />
        </div>
        <div>
          <label htmlFor="project-state" className="sr-only">
            State
          </label>
          <select id="project-state" name="state" defaultValue={query.state ?? ''} className={selectClass}>
            <option value="">All States</option>
            <option value="call_for_participation">Call for Participation</option>
            <option value="running">Running</option>
            <option value="closed">Closed</option>
          </select>
        </div>
        <div>
          <label htmlFor="project-type" className="sr-only">
            Project type
          </label>
          <select id="project-type" name="type" defaultValue={query.type ?? ''} className={selectClass}>
            <option value="">All Types</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Apply</Button>
      </form>
      {total === 0 ? (
        <div className="space-y-4 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="text-gray-700">No projects found</p>
          {hasAdminRole(user) ? (
            <Button asChild>
              <Link href="/admin/collections/projects/create">Create the First Project</Link>
            </Button>
          ) : null}
        </div>
      ) : (
        sections.map((section, index) => {
          const result = results[index]!
          if (result.totalDocs === 0) return null
          const headingId = `projects-${section.state}`
          return (
            <section key={section.state} aria-labelledby={section.heading ? headingId : undefined} aria-label={section.heading ? undefined : 'Call for Participation'} className="space-y-4">
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
              <Pagination page={Number(query[section.param as keyof Query]) || 1} totalPages={result.totalPages} query={filterQuery} param={section.param} label={`${section.heading ?? 'Open project'} pages`} />
            </section>
          )
        })
      )}
    </main>
  )
}
