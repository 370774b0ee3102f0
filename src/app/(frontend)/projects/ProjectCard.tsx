import { FileText, Users } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { formatProjectDate } from '@/lib/format/dates'
import type { ProjectCounts } from '@/lib/projects/projectCounts'
import { PROJECT_STATE_STYLE } from '@/lib/projects/projectState'
import type { Media, Project } from '@/payload-types'

type Props = {
  project: Pick<Project, 'id' | 'title' | 'descriptionText' | 'state' | 'type' | 'startDate' | 'image'>
  counts: ProjectCounts
  signedIn: boolean
}

export function ProjectCard({ project, counts, signedIn }: Props) {
  const state = PROJECT_STATE_STYLE[project.state]
  const image = typeof project.image === 'object' ? (project.image as Media | null) : null
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {image?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file
        <img src={image.sizes?.card?.url || image.url} alt="" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2 py-0.5 ${state.className}`}>{state.label}</span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">{project.type}</span>
        </div>
        <h3 className="text-lg font-semibold leading-snug">{project.title}</h3>
        {project.descriptionText ? <p className="line-clamp-3 text-sm text-gray-700">{project.descriptionText}</p> : null}
        <p className="text-sm text-gray-700">Starts {formatProjectDate(project.startDate)}</p>
        <p className="flex gap-4 text-xs text-gray-700">
          <span className="inline-flex items-center gap-1">
            <Icon icon={Users} aria-hidden="true" className="size-3.5" /> {counts.applications}{' '}
            {counts.applications === 1 ? 'application' : 'applications'}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon icon={FileText} aria-hidden="true" className="size-3.5" /> {counts.documents}{' '}
            {counts.documents === 1 ? 'document' : 'documents'}
          </span>
        </p>
        <Button asChild variant="secondary" className="mt-auto">
          {signedIn ? (
            <a href={`/projects/${project.id}`} aria-label={`View details: ${project.title}`}>
              View Details
            </a>
          ) : (
            <a href={`/auth?from=/projects/${project.id}`} aria-label={`Sign in to View Details: ${project.title}`}>
              Sign in to View Details
            </a>
          )}
        </Button>
      </div>
    </article>
  )
}
