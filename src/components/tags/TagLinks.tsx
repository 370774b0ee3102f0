import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import type { TagSummary } from '@/lib/content/tags/listTags'

/** An item's tags as links to their pages (/tags/<slug>); nothing when it has none. */
export function TagLinks({ tags, language, className }: { tags: TagSummary[]; language: Language; className?: string }) {
  if (tags.length === 0) return null
  const t = translatorFor(language)
  return (
    <ul aria-label={t('tags.itemTags')} className={`flex flex-wrap gap-1.5 ${className ?? ''}`}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <a
            href={pathIn(language, `/tags/${tag.slug}`)}
            className="inline-block rounded-full border border-brand-100 bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-100"
          >
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
