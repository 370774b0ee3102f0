import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import type { getTranslations } from '@/i18n/translations'
import type { BenchmarkComparison, BenchmarkGroup, BenchmarkQuestion } from '@/lib/surveys/benchmarkComparison'
import { MIN_ORGANIZATIONS, MIN_RESPONDENTS } from '@/lib/surveys/surveyResults'

type Translate = Awaited<ReturnType<typeof getTranslations>>

/**
 * A benchmark survey's comparison for the member who answered it (issue 23, item 4): per group
 * (their sector, their organization type), each question's distribution as bars with the member's
 * own answer marked, and for ratings where they stand. Groups and questions under the k-anonymity
 * threshold say so instead. Plain server-rendered HTML: the figures are in the text, the bars
 * only draw them.
 */
export function BenchmarkSection({ comparison, language, t }: { comparison: BenchmarkComparison; language: Language; t: Translate }) {
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  const profile = (chunks: React.ReactNode) => (
    <a href={pathIn(language, '/profile/organization')} className="font-medium text-brand-700 underline">
      {chunks}
    </a>
  )
  return (
    <section aria-labelledby="benchmark-heading" className="space-y-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="space-y-2">
        <h2 id="benchmark-heading" className="text-xl font-semibold">
          {t('surveyBenchmark.heading')}
        </h2>
        <p className="text-sm text-gray-700">{t('surveyBenchmark.intro', { min: MIN_RESPONDENTS, organizations: MIN_ORGANIZATIONS })}</p>
      </div>
      {comparison.missing.includes('organization') ? (
        <p className="rounded-md bg-gray-50 p-4 text-sm text-gray-800">{t.rich('surveyBenchmark.noOrganization', { link: profile })}</p>
      ) : null}
      {comparison.missing.includes('sector') ? (
        <p className="rounded-md bg-gray-50 p-4 text-sm text-gray-800">{t('surveyBenchmark.noSector')}</p>
      ) : null}
      {comparison.groups.map((group) => (
        <Group key={group.by} group={group} t={t} percent={percent} decimal={decimal} />
      ))}
    </section>
  )
}

function groupName(group: BenchmarkGroup, t: Translate) {
  return group.by === 'sector'
    ? t('surveyBenchmark.bySector', { sector: t(`sectors.${group.value}`) })
    : t('surveyBenchmark.byOrganizationType', { type: t(`organizationTypes.${group.value}`) })
}

function Group({
  group,
  t,
  percent,
  decimal,
}: {
  group: BenchmarkGroup
  t: Translate
  percent: Intl.NumberFormat
  decimal: Intl.NumberFormat
}) {
  const headingId = `benchmark-${group.by}`
  return (
    <div className="space-y-4 border-t border-gray-200 pt-5">
      <div>
        <h3 id={headingId} className="font-semibold text-gray-900">
          {groupName(group, t)}
        </h3>
        <p className="text-sm text-gray-700">{t('surveyBenchmark.respondents', { count: group.respondents })}</p>
      </div>
      {group.hidden ? (
        <p className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
          {t('surveyBenchmark.groupTooSmall', { min: MIN_RESPONDENTS, organizations: MIN_ORGANIZATIONS })}
        </p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-5">
          {group.questions.map((question) => (
            <Question key={question.id} question={question} t={t} percent={percent} decimal={decimal} />
          ))}
        </ol>
      )}
    </div>
  )
}

function Question({
  question,
  t,
  percent,
  decimal,
}: {
  question: BenchmarkQuestion
  t: Translate
  percent: Intl.NumberFormat
  decimal: Intl.NumberFormat
}) {
  return (
    <li className="space-y-2">
      <p className="font-medium text-gray-900">{question.text}</p>
      {!question.options ? (
        <p className="text-sm text-gray-700">
          {t('surveyBenchmark.questionTooSmall', { min: MIN_RESPONDENTS, organizations: MIN_ORGANIZATIONS })}
        </p>
      ) : (
        <>
          <ul className="space-y-1.5">
            {question.options.map((option) => (
              <li
                key={option.label}
                className="grid grid-cols-[minmax(0,9rem)_1fr_3rem] items-center gap-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_3.5rem]"
              >
                <span className={option.yours ? 'font-semibold text-brand-800' : 'text-gray-800'}>
                  {option.label}
                  {option.yours ? (
                    <span className="ml-1.5 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                      {t('surveyBenchmark.yours')}
                    </span>
                  ) : null}
                </span>
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-gray-100">
                  <span
                    className={`block h-full rounded-full ${option.yours ? 'bg-brand-600' : 'bg-gray-400'}`}
                    style={{ width: `${Math.round(Math.min(option.share, 1) * 100)}%` }}
                  />
                </span>
                <span className="text-right tabular-nums text-gray-800">{percent.format(option.share)}</span>
              </li>
            ))}
          </ul>
          {question.yourRating !== undefined && question.mean !== undefined ? (
            <p className="text-sm text-gray-700">
              {t('surveyBenchmark.ratingPosition', {
                rating: question.yourRating,
                mean: decimal.format(question.mean),
                lower: percent.format(question.ratedLower ?? 0),
                same: percent.format(question.ratedSame ?? 0),
              })}
            </p>
          ) : null}
        </>
      )}
    </li>
  )
}
