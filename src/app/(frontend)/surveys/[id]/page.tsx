import { ArrowLeft } from 'lucide'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { Icon } from '@/components/ui/icon'
import { RichTextContent } from '@/components/ui/RichTextContent'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { previewViewer, stagedRead } from '@/lib/content/previewViewer'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { SITE_NAME } from '@/lib/reach/pageMetadata'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { benchmarkComparison, comparesAnswers } from '@/lib/surveys/benchmarkComparison'
import type { Media } from '@/payload-types'

import { BenchmarkSection } from './BenchmarkSection'
import { type FormQuestion, SurveyForm } from './SurveyForm'
import { surveyFormTexts } from './surveyFormTexts'

type Props = { params: Promise<{ id: string }> }

// Once per request: the metadata and the page both need the survey. Read without access rules
// only to tell a closed survey from a missing one (drafts stay hidden: hideDrafts), except from
// a previewing admin, who sees the latest draft.
const loadSurvey = cache(async (param: string) => {
  const id = parseRowId(param)
  if (!id) return null
  const payload = await getPayloadClient()
  const viewer = await previewViewer(await getCurrentUser())
  return payload.findByID({
    collection: 'surveys',
    id,
    depth: 1,
    disableErrors: true,
    overrideAccess: true,
    locale: await requestLanguage(),
    ...stagedRead(viewer),
  })
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const survey = await loadSurvey(id)
  if (!survey) return { title: `${(await getTranslations())('surveyForm.notFound')} · ${SITE_NAME}` }
  return publicPageMetadata({ title: survey.title, path: `/surveys/${survey.id}`, description: survey.descriptionText })
}

/** Take a survey (spec 2): closed, sign-in and already-answered states are decided here, on the server. */
export default async function SurveyPage({ params }: Props) {
  const user = await requireCompleteProfile()
  const { id } = await params
  const payload = await getPayloadClient()
  const survey = await loadSurvey(id)
  if (!survey) notFound()
  const t = await getTranslations()
  const language = await requestLanguage()

  const header = (
    <header className="space-y-3">
      <a href={pathIn(language, '/surveys')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline">
        <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" /> {t('surveyForm.allSurveys')}
      </a>
      <h1 className="text-3xl font-semibold tracking-tight">{survey.title}</h1>
      <RichTextContent value={survey.description} />
    </header>
  )
  // A benchmark survey the member answered: how their answers compare, open or closed.
  const comparison = user ? await benchmarkComparison({ payload, user }, survey, language) : null
  const benchmark = comparison ? <BenchmarkSection comparison={comparison} language={language} t={t} /> : null
  if (!survey.isActive) {
    return (
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        {header}
        <p role="status" className="rounded-lg border border-gray-300 bg-gray-100 p-6 font-medium text-gray-800">
          {t('surveyForm.closed')}
        </p>
        {benchmark}
      </main>
    )
  }
  const { docs } = await payload.find({
    collection: 'survey-questions',
    where: { survey: { equals: survey.id } },
    ...stagedRead(await previewViewer(user)),
    locale: language,
    sort: 'orderIndex',
    limit: 200,
    depth: 0,
  })
  const questions: FormQuestion[] = docs.map((question) => ({
    id: question.id,
    text: question.questionText,
    type: question.questionType,
    options: (question.options ?? []).flatMap((option) => (option.id && option.label ? [{ value: option.id, label: option.label }] : [])),
    multiple: Boolean(question.allowMultipleAnswers),
    required: question.isRequired !== false,
  }))
  const alreadyAnswered =
    user && !survey.isAnonymous
      ? (
          await payload.count({
            collection: 'survey-responses',
            where: { and: [{ survey: { equals: survey.id } }, { user: { equals: user.id } }] },
            overrideAccess: true,
          })
        ).totalDocs > 0
      : false
  const image = typeof survey.image === 'object' ? (survey.image as Media | null) : null

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      {header}
      {image?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file
        <img src={image.sizes?.card?.url || image.url} alt={image.alt || ''} className="aspect-[16/9] w-full rounded-lg object-cover" />
      ) : null}
      <p className="text-sm text-gray-700">
        {t('surveyForm.summary', {
          count: questions.length,
          access: survey.isAnonymous ? t('surveyForm.anonymous') : t('surveyForm.signInRequired'),
        })}
      </p>
      {alreadyAnswered ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          {t('surveyForm.alreadyAnswered')}
        </p>
      ) : (
        <SurveyForm
          surveyId={survey.id}
          questions={questions}
          // Spec 5: a visitor sees the questions of a sign-in survey and gets the 'Authentication
          // Required' toast, with a way to sign in that comes back here.
          signInHref={!survey.isAnonymous && !user ? pathIn(language, `/auth?from=/surveys/${survey.id}`) : null}
          showsComparison={Boolean(user) && comparesAnswers(survey)}
          language={language}
          texts={surveyFormTexts(t)}
        />
      )}
      {benchmark}
    </main>
  )
}
