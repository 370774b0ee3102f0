import { getTranslations } from '@/i18n/translations'

type Props = {
  page: number
  totalPages: number
  /** The page's other query parameters, kept in the links. */
  query: Record<string, string | undefined>
  /** The query parameter holding this list's page (two lists on one page use two). */
  param?: string
  label?: string
}

/** Previous / next links for a server-rendered list. */
export async function Pagination({ page, totalPages, query, param = 'page', label }: Props) {
  if (totalPages <= 1) return null
  const t = await getTranslations()
  const href = (target: number) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))
    if (target > 1) params.set(param, String(target))
    else params.delete(param)
    const search = params.toString()
    return search ? `?${search}` : '?'
  }
  return (
    <nav aria-label={label ?? t('ui.pages')} className="flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} className="font-medium text-brand-600 hover:underline">
          {t('ui.previous')}
        </a>
      ) : null}
      <span className="text-gray-700">{t('ui.pageOf', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <a href={href(page + 1)} className="font-medium text-brand-600 hover:underline">
          {t('ui.next')}
        </a>
      ) : null}
    </nav>
  )
}
