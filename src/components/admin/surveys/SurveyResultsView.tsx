import { Gutter } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'

import { type AdminT, adminLanguage, adminTranslator, valueLabel } from '@/i18n/admin/adminTranslator'
import { formatAdminDecimal } from '@/lib/admin/adminFormat'
import { ORGANIZATION_TYPES, SECTORS } from '@/lib/shared/enums'
import { formatNumber } from '@/lib/shared/format/dates'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { MIN_RESPONDENTS, type ResultsFilter, surveyResults } from '@/lib/surveys/surveyResults'
import type { Survey } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { ResultChart } from './ResultChart'
import './surveyResults.scss'

const block = 'survey-results'
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined

/**
 * The survey's Results tab (/admin/collections/surveys/:id/results): each question's answers
 * as a chart (choices, yes and no, ratings with their mean) or a list (text), filtered by the
 * respondents' sector or organization type; breakdowns of fewer than MIN_RESPONDENTS are
 * hidden and say so. Admins only, like every custom view: checked here, not by the tab.
 */
export async function SurveyResultsView({ initPageResult, doc, routeSegments, searchParams }: DocumentViewServerProps) {
  const { req } = initPageResult
  const t = adminTranslator(req.i18n)
  const language = adminLanguage(req.i18n)
  const hiddenText = t('custom:surveys:hidden', { n: MIN_RESPONDENTS })
  const surveyId = parseRowId((doc as Partial<Survey> | undefined)?.id ?? routeSegments[2])
  if (!hasAdminRole(req.user) || !surveyId) redirectInSite(`/auth?from=/admin/collections/surveys`)
  const survey = (await req.payload.findByID({
    collection: 'surveys',
    id: surveyId,
    depth: 0,
    disableErrors: true,
    locale: language,
  })) as Survey | null
  if (!survey) redirectInSite('/admin/collections/surveys')
  const filter: ResultsFilter = survey.isAnonymous
    ? {}
    : { sector: oneOf(SECTORS, first(searchParams?.sector)), organizationType: oneOf(ORGANIZATION_TYPES, first(searchParams?.type)) }
  const results = await surveyResults(req.payload, survey.id, filter, language)
  const apiRoute = `${req.payload.config.routes.api}/surveys/${survey.id}/answers.csv`

  return (
    <Gutter className={block}>
      <header className={`${block}__header`}>
        <div>
          <h2 className={`${block}__title`}>{t('custom:surveys:results')}</h2>
          <p className={`${block}__muted`}>
            {t(results.filtered ? 'custom:surveys:respondentsFiltered' : 'custom:surveys:respondents', {
              count: results.respondents,
              n: formatNumber(results.respondents, language),
            })}
          </p>
        </div>
        <a className="btn btn--style-secondary btn--size-small" href={apiRoute} download>
          {t('custom:surveys:exportAnswers')}
        </a>
      </header>
      {survey.isAnonymous ? (
        <p className={`${block}__muted`}>{t('custom:surveys:anonymous')}</p>
      ) : (
        <form className={`${block}__filters`} method="get" aria-label={t('custom:surveys:filter')}>
          <FilterSelect
            label={t('custom:surveys:sector')}
            name="sector"
            value={filter.sector}
            all={t('custom:surveys:allSectors')}
            values={SECTORS}
            t={t}
          />
          <FilterSelect
            label={t('custom:surveys:organizationType')}
            name="type"
            value={filter.organizationType}
            all={t('custom:surveys:allTypes')}
            values={ORGANIZATION_TYPES}
            t={t}
          />
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {t('custom:surveys:apply')}
          </button>
        </form>
      )}
      {results.hidden ? <p className={`${block}__notice`}>{hiddenText}</p> : null}
      <ol className={`${block}__questions`}>
        {results.questions.map((question, index) => (
          <li key={question.id} className={`${block}__question`}>
            <h3 className={`${block}__question-title`}>
              {index + 1}. {question.text}
            </h3>
            <p className={`${block}__muted`}>
              {t('custom:surveys:answers', { count: question.respondents, n: formatNumber(question.respondents, language) })}
              {!question.hidden && question.kind === 'counts' && question.mean !== undefined
                ? t('custom:surveys:mean', { mean: formatAdminDecimal(question.mean, 2, language) })
                : ''}
            </p>
            {question.hidden ? (
              <p className={`${block}__notice`}>{hiddenText}</p>
            ) : question.kind === 'counts' ? (
              <ResultChart
                title={question.text}
                data={question.type === 'yes_no' ? question.counts.map((row) => ({ ...row, label: yesNo(row.label, t) })) : question.counts}
                respondents={question.respondents}
                vertical={question.type === 'rating'}
              />
            ) : question.answers.length === 0 ? (
              <p className={`${block}__muted`}>{t('custom:surveys:noTextAnswers')}</p>
            ) : (
              <ul className={`${block}__answers`}>
                {question.answers.map((answer, position) => (
                  <li key={position}>{answer.text}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Gutter>
  )
}

/** A yes/no question's answer as the results name it ('Yes', 'No'), in the admin's language. */
const yesNo = (label: string, t: AdminT) => (label === 'Yes' ? t('custom:surveys:yes') : label === 'No' ? t('custom:surveys:no') : label)

/** One filter of the results: a choice among `values`, or all of them. */
function FilterSelect({
  label,
  name,
  value,
  all,
  values,
  t,
}: {
  label: string
  name: string
  value?: string
  all: string
  values: readonly string[]
  t: AdminT
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {valueLabel(t, option)}
          </option>
        ))}
      </select>
    </label>
  )
}
