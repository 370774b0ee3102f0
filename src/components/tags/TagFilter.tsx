import { SelectField } from '@/components/ui/select-field'
import type { Language } from '@/i18n/languages'
import { getTranslations } from '@/i18n/translations'
import { groupTags, type TagSummary } from '@/lib/content/tags/listTags'

/** A list's standard-or-topic filter (issue 23, item 2): the tags under their frameworks, by slug in the URL (`tag`). */
export async function TagFilter({
  id,
  tags,
  selected,
  language,
}: {
  id: string
  tags: TagSummary[]
  selected?: string
  language: Language
}) {
  const t = await getTranslations()
  return (
    <SelectField
      id={id}
      label={t('tags.filter')}
      name="tag"
      defaultValue={selected ?? ''}
      placeholder={t('tags.all')}
      options={groupTags(tags, language).map((group) => ({
        group: group.label,
        options: group.tags.map((tag) => ({ value: tag.slug, label: tag.name })),
      }))}
    />
  )
}
