import { FilterForm } from '@/components/ui/filter-form'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { getTranslations } from '@/i18n/translations'

/** The events list's search and filters (type, sponsor). */
export async function EventFilters({ q, type, sponsor, sponsors }: { q?: string; type?: string; sponsor?: string; sponsors: string[] }) {
  const t = await getTranslations()
  return (
    <FilterForm label={t('events.filter')} className="md:grid-cols-[1fr_12rem_14rem_auto]">
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
    </FilterForm>
  )
}
