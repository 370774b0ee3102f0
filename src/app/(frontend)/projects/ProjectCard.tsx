import { FileText, Users } from 'lucide'

import { TlpLabel } from '@/components/tlp/TlpLabel'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import type { ProjectCounts } from '@/lib/projects/projectCounts'
import { PROJECT_STATE_STYLE, PROJECT_TYPE_KEY } from '@/lib/projects/projectState'
import { formatProjectDate } from '@/lib/shared/format/dates'
import type { Media, Project } from '@/payload-types'

type Props = {
  project: Pick<Project, 'id' | 'title' | 'descriptionText' | 'state' | 'type' | 'startDate' | 'image' | 'tlp'>
  counts: ProjectCounts
  signedIn: boolean
  language: Language
}

export function ProjectCard({ project, counts, signedIn, language }: Props) {
  const t = translatorFor(language)
  const image = typeof project.image === 'object' ? (project.image as Media | null) : null
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {image?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file
        <img src={image.sizes?.card?.url || image.url} alt="" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          {/* Only a label that limits who may read: TLP:CLEAR restricts nothing (issue 49, item 7). */}
          <TlpLabel tlp={project.tlp} language={language} hideClear />
          <span className={`rounded-full px-2 py-0.5 ${PROJECT_STATE_STYLE[project.state].className}`}>
            {t(`projectStates.${project.state}`)}
          </span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">{t(`projectTypes.${PROJECT_TYPE_KEY[project.type]}`)}</span>
        </div>
        <h3 className="text-lg font-semibold leading-snug">{project.title}</h3>
        {project.descriptionText ? <p className="line-clamp-3 text-sm text-gray-700">{project.descriptionText}</p> : null}
        <p className="text-sm text-gray-700">{t('projects.starts', { date: formatProjectDate(project.startDate, language) })}</p>
        <p className="flex gap-4 text-xs text-gray-700">
          <span className="inline-flex items-center gap-1">
            <Icon icon={Users} aria-hidden="true" className="size-3.5" /> {t('projects.applications', { count: counts.applications })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon icon={FileText} aria-hidden="true" className="size-3.5" /> {t('projects.documents', { count: counts.documents })}
          </span>
        </p>
        <Button asChild variant="secondary" className="mt-auto">
          {signedIn ? (
            <a href={pathIn(language, `/projects/${project.id}`)} aria-label={t('projects.viewDetailsLabel', { title: project.title })}>
              {t('projects.viewDetails')}
            </a>
          ) : (
            <a
              href={pathIn(language, `/auth?from=/projects/${project.id}`)}
              aria-label={t('projects.signInToViewLabel', { title: project.title })}
            >
              {t('projects.signInToView')}
            </a>
          )}
        </Button>
      </div>
    </article>
  )
}
