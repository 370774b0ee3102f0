import { TagFilter } from '@/components/tags/TagFilter'
import { FilterForm } from '@/components/ui/filter-form'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import type { Language } from '@/i18n/languages'
import { getTranslations } from '@/i18n/translations'
import type { TagSummary } from '@/lib/content/tags/listTags'

type Props = { q?: string; type?: string; sponsor?: string; sponsors: string[]; tag?: string; tags: TagSummary[]; language: Language }

/** The events list's search and filters (type, sponsor, standard or topic). */
export async function EventFilters({ q, type, sponsor, sponsors, tag, tags, language }: Props) {
  const t = await getTranslations()
  return (
    // One row from 1024 px; the topic filter's column fits 'All standards and topics' in both languages (issue 49, item 11).
    <FilterForm label={t('events.filter')} className="md:grid-cols-2 lg:grid-cols-[1fr_10rem_12rem_15rem_auto]">
      <SearchField id="event-search" label={t('events.search')} defaultValue={q} />
      <SelectField
        id="event-type"
        label={t('events.type')}
        name="type"
        defaultValue={type ?? ''}
        placeholder={t('events.allTypes')}
        options={[
          { value: 'online', label: t('event.online') },
          { value: 'offline', label: t('event.offline') },
        ]}
      />
      <SelectField
        id="event-sponsor"
        label={t('events.sponsor')}
        name="sponsor"
        defaultValue={sponsor ?? ''}
        placeholder={t('events.allSponsors')}
        options={sponsors}
      />
      <TagFilter id="event-tag" tags={tags} selected={tag} language={language} />
    </FilterForm>
  )
}
