import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { DocumentViewServerProps } from 'payload'

import { ORGANIZATION_TYPES, optionsOf, SECTORS } from '@/lib/enums'
import { parseRowId } from '@/lib/ids/rowId'
import { MIN_RESPONDENTS, type ResultsFilter, surveyResults } from '@/lib/surveys/surveyResults'
import type { Survey } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { ResultChart } from './ResultChart'
import './surveyResults.scss'

const block = 'survey-results'
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined
const hiddenText = `Fewer than ${MIN_RESPONDENTS} respondents: hidden to protect their anonymity.`

/**
 * The survey's Results tab (/admin/collections/surveys/:id/results): each question's answers
 * as a chart (choices, yes and no, ratings with their mean) or a list (text), filtered by the
 * respondents' sector or organization type; breakdowns of fewer than MIN_RESPONDENTS are
 * hidden and say so. Admins only, like every custom view: checked here, not by the tab.
 */
export async function SurveyResultsView({ initPageResult, doc, routeSegments, searchParams }: DocumentViewServerProps) {
  const { req } = initPageResult
  const surveyId = parseRowId((doc as Partial<Survey> | undefined)?.id ?? routeSegments[2])
  if (!hasAdminRole(req.user) || !surveyId) redirect(`/auth?from=/admin/collections/surveys`)
  const survey = (await req.payload.findByID({ collection: 'surveys', id: surveyId, depth: 0, disableErrors: true })) as Survey | null
  if (!survey) redirect('/admin/collections/surveys')
  const filter: ResultsFilter = survey.isAnonymous
    ? {}
    : { sector: oneOf(SECTORS, first(searchParams?.sector)), organizationType: oneOf(ORGANIZATION_TYPES, first(searchParams?.type)) }
  const results = await surveyResults(req.payload, survey.id, filter)
  const apiRoute = `${req.payload.config.routes.api}/surveys/${survey.id}/answers.csv`

  return (
    <Gutter className={block}>
      <header className={`${block}__header`}>
        <div>
          <h2 className={`${block}__title`}>Results</h2>
          <p className={`${block}__muted`}>
            {results.respondents} {results.respondents === 1 ? 'respondent' : 'respondents'}
            {results.filtered ? ' matching the filter' : ''}
          </p>
        </div>
        <a className="btn btn--style-secondary btn--size-small" href={apiRoute} download>
          Export answers (CSV)
        </a>
      </header>
      {survey.isAnonymous ? (
        <p className={`${block}__muted`}>
          This survey is anonymous: its answers keep no member, so they cannot be filtered by sector or organization type.
        </p>
      ) : (
        <form className={`${block}__filters`} method="get" aria-label="Filter the results">
          <FilterSelect label="Sector" name="sector" value={filter.sector} all="All sectors" values={SECTORS} />
          <FilterSelect label="Organization type" name="type" value={filter.organizationType} all="All types" values={ORGANIZATION_TYPES} />
          <button type="submit" className="btn btn--style-primary btn--size-small">
            Apply
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
              {question.respondents} {question.respondents === 1 ? 'answer' : 'answers'}
              {!question.hidden && question.kind === 'counts' && question.mean !== undefined
                ? ` · mean ${question.mean.toFixed(2)} of 5`
                : ''}
            </p>
            {question.hidden ? (
              <p className={`${block}__notice`}>{hiddenText}</p>
            ) : question.kind === 'counts' ? (
              <ResultChart
                title={question.text}
                data={question.counts}
                respondents={question.respondents}
                vertical={question.type === 'rating'}
              />
            ) : question.answers.length === 0 ? (
              <p className={`${block}__muted`}>No text answers.</p>
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

/** One filter of the results: a choice among `values`, or all of them. */
function FilterSelect({
  label,
  name,
  value,
  all,
  values,
}: {
  label: string
  name: string
  value?: string
  all: string
  values: readonly string[]
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {optionsOf(values).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
