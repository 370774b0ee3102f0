import { ArrowLeft, Download, FileText, Lock } from 'lucide'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { Discussion } from '@/components/discussions/thread/Discussion'
import { TagLinks } from '@/components/tags/TagLinks'
import { TlpLabel } from '@/components/tlp/TlpLabel'
import { TlpLegend } from '@/components/tlp/TlpLegend'
import { Icon } from '@/components/ui/icon'
import { RichTextContent } from '@/components/ui/RichTextContent'
import { pathIn } from '@/i18n/languagePaths'
import { slot } from '@/i18n/messageSlots'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { previewViewer, stagedRead } from '@/lib/content/previewViewer'
import { listTags, tagsOf } from '@/lib/content/tags/listTags'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { TLP_LABELS, TLP_LEVELS } from '@/lib/library/tlp/tlpLevels'
import { applicationState } from '@/lib/platform/memberState/loadMemberState'
import { isSharedMember } from '@/lib/platform/pageCache/sharedMember'
import { ownsProject } from '@/lib/projects/ownedProjects'
import { projectSharingChoices } from '@/lib/projects/projectSharingChoices'
import { PROJECT_STATE_STYLE, PROJECT_TYPE_KEY } from '@/lib/projects/projectState'
import { SITE_NAME } from '@/lib/reach/pageMetadata'
import { formatProjectDate } from '@/lib/shared/format/dates'
import { formatFileSize } from '@/lib/shared/format/fileSize'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { Media } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { AddProjectDocumentAfterPage } from './AddProjectDocumentAfterPage'
import { applicationTexts } from './applicationTexts'
import { YourApplication } from './YourApplication'

type Props = { params: Promise<{ id: string }> }

// Once per request: the metadata and the page both need the project, read as the viewer may.
const loadProject = cache(async (param: string) => {
  const projectId = parseRowId(param)
  if (!projectId) return null
  const user = await getCurrentUser()
  const payload = await getPayloadClient()
  return payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 1,
    disableErrors: true,
    user,
    overrideAccess: false,
    locale: await requestLanguage(),
    // A previewing admin sees the latest draft.
    ...stagedRead(await previewViewer(user)),
  })
})

// Project details are for members: visitors see a sign-in prompt, which search engines need not
// keep. The title is the project's (projects are listed publicly, so it tells nobody more).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await loadProject((await params).id)
  const title = project ? project.title : (await getTranslations())('projectPage.notFound')
  return { title: `${title} · ${SITE_NAME}`, robots: { index: false } }
}

/** Project detail (spec 2): members only; documents with sizes, the member's application, applying. */
export default async function ProjectPage({ params }: Props) {
  const user = await requireCompleteProfile()
  const { id } = await params
  const payload = await getPayloadClient()
  const t = await getTranslations()
  const language = await requestLanguage()
  // Existence first, for visitors too: a missing project answers 404 before any sign-in prompt
  // (projects are listed publicly, so this tells a visitor nothing the list does not).
  const project = await loadProject(id)
  if (!project) notFound()
  if (!user) {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-4 py-24 text-center">
        <Icon icon={Lock} aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h1 className="text-2xl font-semibold">{t('projectPage.signInTitle')}</h1>
        <p className="text-gray-700">{t('projectPage.signInText')}</p>
        <a
          href={pathIn(language, `/auth?from=/projects/${encodeURIComponent(id)}`)}
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
        >
          {t('projectPage.signIn')}
        </a>
      </main>
    )
  }
  // On a shared member page the member's application comes with their state.
  const shared = isSharedMember(user)
  const [documents, applications, tags] = await Promise.all([
    payload.find({
      collection: 'project-documents',
      where: { project: { equals: project.id } },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
      user,
      overrideAccess: false,
    }),
    shared
      ? null
      : payload.find({
          collection: 'project-applications',
          where: { and: [{ project: { equals: project.id } }, { user: { equals: user.id } }] },
          limit: 1,
          depth: 0,
          user,
          overrideAccess: false,
        }),
    listTags(language),
  ])
  const application = applications?.docs[0]
  // Admins and the project's owners add files (collections/ProjectDocuments.ts decides again on upload).
  const owns = !shared && (await ownsProject(payload, user.id, project.id))
  const addsDocuments = hasAdminRole(user) || owns
  const sharing = addsDocuments ? await projectSharingChoices(payload, project.id) : null
  const image = typeof project.image === 'object' ? (project.image as Media | null) : null

  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <a href={pathIn(language, '/projects')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline">
        <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" /> {t('projectPage.allProjects')}
      </a>
      {image?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file
        <img src={image.sizes?.card?.url || image.url} alt="" className="aspect-[21/9] w-full rounded-lg object-cover" />
      ) : null}
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${PROJECT_STATE_STYLE[project.state].className}`}>
            {t(`projectStates.${project.state}`)}
          </span>
          <TlpLabel tlp={project.tlp} language={language} />
        </div>
        <h1 className="text-3xl font-semibold tracking-tight">{project.title}</h1>
        <TagLinks tags={tagsOf(tags, project.tags)} language={language} />
        <RichTextContent value={project.description} />
      </header>
      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <section aria-labelledby="documents-heading" className="space-y-3">
          <h2 id="documents-heading" className="text-xl font-semibold">
            {t('projectPage.documents')}
          </h2>
          {documents.totalDocs === 0 ? (
            <p className="text-gray-700">{t('projectPage.noDocuments')}</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
              {documents.docs.map((document) => (
                <li key={document.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="flex items-center gap-2">
                    <Icon icon={FileText} aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                    <span>
                      <span className="font-medium">{document.title}</span>
                      <span className="flex flex-wrap items-center gap-2 text-xs text-gray-700">
                        <TlpLabel tlp={document.tlp} language={language} hideClear />
                        {formatFileSize(document.filesize, language)}
                      </span>
                    </span>
                  </span>
                  {document.filename ? (
                    // Through the app, which checks the session and reads the file from disk or S3.
                    <a
                      href={pathIn(language, `/projects/${project.id}/documents/${document.id}/download`)}
                      className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
                      aria-label={t('projectPage.downloadLabel', { title: document.title })}
                    >
                      <Icon icon={Download} aria-hidden="true" className="size-4" /> {t('projectPage.download')}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {sharing ? (
            <AddProjectDocumentAfterPage
              projectId={project.id}
              language={language}
              levels={TLP_LEVELS.map((level) => ({ value: level, label: TLP_LABELS[level] }))}
              organizations={sharing.organizations}
              people={sharing.people}
              texts={{
                heading: t('projectPage.addDocument.heading'),
                intro: t('projectPage.addDocument.intro'),
                title: t('projectPage.addDocument.title'),
                file: t('projectPage.addDocument.file'),
                label: t('projectPage.addDocument.label'),
                shareWithOrganizations: t('projectPage.addDocument.shareWithOrganizations'),
                shareWithPeople: t('projectPage.addDocument.shareWithPeople'),
                add: t('projectPage.addDocument.add'),
                added: t('projectPage.addDocument.added'),
                failed: t('projectPage.addDocument.failed'),
                tooLarge: t('projectPage.addDocument.tooLarge'),
                cancelled: t('projectPage.addDocument.cancelled'),
                progress: {
                  progress: t('projectPage.addDocument.progress'),
                  // The share sent is only known in the browser (src/i18n/messageSlots.ts).
                  sent: t('projectPage.addDocument.sent', { percent: slot('percent') }),
                  checking: t('projectPage.addDocument.checking'),
                  cancel: t('projectPage.addDocument.cancel'),
                },
              }}
            />
          ) : null}
        </section>
        <aside className="space-y-4">
          <section aria-labelledby="information-heading" className="rounded-lg border border-gray-200 bg-white p-5">
            <h2 id="information-heading" className="mb-2 font-semibold">
              {t('projectPage.information')}
            </h2>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-gray-700">{t('projectPage.startDate')}</dt>
                <dd>{formatProjectDate(project.startDate, language)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-gray-700">{t('projectPage.created')}</dt>
                <dd>{formatProjectDate(project.createdAt, language)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-gray-700">{t('projectPage.type')}</dt>
                <dd>{t(`projectTypes.${PROJECT_TYPE_KEY[project.type]}`)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="application-heading" className="rounded-lg border border-gray-200 bg-white p-5">
            <h2 id="application-heading" className="mb-2 font-semibold">
              {t('projectPage.yourApplication')}
            </h2>
            {owns ? (
              <p className="text-sm text-gray-700">{t('projectPage.youOwnThis')}</p>
            ) : (
              <YourApplication
                projectId={project.id}
                acceptsApplications={project.state === 'call_for_participation'}
                application={shared ? undefined : application ? applicationState(application) : null}
                language={language}
                texts={applicationTexts(t, project.title)}
              />
            )}
          </section>
          {/* The project's and its files' labels, explained where a phone cannot hover (issue 49, item 7). */}
          <TlpLegend language={language} />
        </aside>
      </div>
      {/* Its discussion (issue 50): loaded by its island in its own request, so this page stays shared. */}
      <Discussion subject={{ field: 'project', id: project.id }} returnPath={`/projects/${project.id}`} />
    </main>
  )
}
