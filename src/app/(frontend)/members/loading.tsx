import { CardGridSkeleton } from '@/components/ui/skeleton'
import { getTranslations } from '@/i18n/translations'

export default async function Loading() {
  const t = await getTranslations()
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{t('members.heading')}</h1>
      <CardGridSkeleton label={t('members.loading')} />
    </main>
  )
}
