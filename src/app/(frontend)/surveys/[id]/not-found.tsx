import { NotFoundMessage } from '@/components/site/NotFoundMessage'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'

export default async function SurveyNotFound() {
  const t = await getTranslations()
  const language = await requestLanguage()
  return <NotFoundMessage title={t('surveyForm.notFound')} backHref={pathIn(language, '/surveys')} backLabel={t('surveyForm.allSurveys')} />
}
