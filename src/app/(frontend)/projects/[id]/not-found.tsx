import { NotFoundMessage } from '@/components/site/NotFoundMessage'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'

export default async function ProjectNotFound() {
  const t = await getTranslations()
  const language = await requestLanguage()
  return (
    <NotFoundMessage title={t('projectPage.notFound')} backHref={pathIn(language, '/projects')} backLabel={t('projectPage.allProjects')} />
  )
}
