import type { Metadata } from 'next'

import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { groupTags, listTags } from '@/lib/content/tags/listTags'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('tags.title'), path: '/tags', description: t('tags.description') })
}

/** The standards taxonomy (issue 23, item 2): every tag under its framework, each leading to its page. */
export default async function TagsPage() {
  await requireCompleteProfile()
  const t = await getTranslations()
  const language = await requestLanguage()
  const groups = groupTags(await listTags(language), language)
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('tags.title')}</h1>
        <p className="mt-2 max-w-3xl text-gray-700">{t('tags.intro')}</p>
      </div>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('tags.none')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {groups.map((group) => (
            <section
              key={group.framework}
              aria-labelledby={`framework-${group.framework}`}
              className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
            >
              <h2 id={`framework-${group.framework}`} className="text-lg font-semibold">
                {group.label}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {group.tags.map((tag) => (
                  <li key={tag.id}>
                    <a
                      href={pathIn(language, `/tags/${tag.slug}`)}
                      className="inline-block rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                    >
                      {tag.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </main>
  )
}
