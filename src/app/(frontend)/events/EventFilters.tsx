import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'

/** Search and filters as a plain GET form: results live in the URL and render on the server. */
export function EventFilters({ q, type, sponsor, sponsors }: { q?: string; type?: string; sponsor?: string; sponsors: string[] }) {
  return (
    <form
      role="search"
      aria-label="Filter events"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-[1fr_12rem_14rem_auto]"
    >
      <SearchField id="event-search" label="Search events" defaultValue={q} />
      <SelectField
        id="event-type"
        label="Event type"
        name="type"
        defaultValue={type ?? ''}
        options={[
          { value: '', label: 'All Types' },
          { value: 'online', label: 'Online' },
          { value: 'offline', label: 'Offline' },
        ]}
      />
      <SelectField
        id="event-sponsor"
        label="Sponsor"
        name="sponsor"
        defaultValue={sponsor ?? ''}
        options={[{ value: '', label: 'All Sponsors' }, ...sponsors.map((name) => ({ value: name, label: name }))]}
      />
      <Button type="submit">Apply</Button>
    </form>
  )
}
