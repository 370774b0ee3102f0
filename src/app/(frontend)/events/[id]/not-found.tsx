import { NotFoundMessage } from '@/components/site/NotFoundMessage'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'

export default async function EventNotFound() {
  const t = await getTranslations()
  return (
    <NotFoundMessage
      title={t('eventPage.notFound')}
      backHref={pathIn(await requestLanguage(), '/events')}
      backLabel={t('eventPage.backToEvents')}
    />
  )
}
