import { FilterForm } from '@/components/ui/filter-form'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'

/** The events list's search and filters (type, sponsor). */
export function EventFilters({ q, type, sponsor, sponsors }: { q?: string; type?: string; sponsor?: string; sponsors: string[] }) {
  return (
    <FilterForm label="Filter events" className="md:grid-cols-[1fr_12rem_14rem_auto]">
      <SearchField id="event-search" label="Search events" defaultValue={q} />
      <SelectField
        id="event-type"
        label="Event type"
        name="type"
        defaultValue={type ?? ''}
        placeholder="All Types"
        options={[
          { value: 'online', label: 'Online' },
          { value: 'offline', label: 'Offline' },
        ]}
      />
      <SelectField
        id="event-sponsor"
        label="Sponsor"
        name="sponsor"
        defaultValue={sponsor ?? ''}
        placeholder="All Sponsors"
        options={sponsors}
      />
    </FilterForm>
  )
}
