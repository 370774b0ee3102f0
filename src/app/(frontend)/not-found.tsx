import { NotFoundMessage } from '@/components/site/NotFoundMessage'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'

export default async function NotFound() {
  const t = await getTranslations()
  return (
    <NotFoundMessage
      code="404"
      title={t('notFound.title')}
      backHref={pathIn(await requestLanguage(), '/')}
      backLabel={t('notFound.back')}
    />
  )
}
