import { Search } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

const selectClass = 'block min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm'

/** Search and filters as a plain GET form: results live in the URL and render on the server. */
export function EventFilters({ q, type, sponsor, sponsors }: { q?: string; type?: string; sponsor?: string; sponsors: string[] }) {
  return (
    <form role="search" aria-label="Filter events" className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-[1fr_12rem_14rem_auto]">
      <div>
        <label htmlFor="event-search" className="sr-only">
          Search events
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 size-4 text-gray-500" />
          <Input id="event-search" name="q" type="search" defaultValue={q} placeholder="Search events" className="pl-9" />
        </div>
      </div>
      <div>
        <label htmlFor="event-type" className="sr-only">
          Event type
        </label>
        <select id="event-type" name="type" defaultValue={type ?? ''} className={selectClass}>
          <option value="">All Types</option>
          <option value="online">Online</option>
          <option value="offline">Offline</option>
        </select>
      </div>
      <div>
        <label htmlFor="event-sponsor" className="sr-only">
          Sponsor
        </label>
        <select id="event-sponsor" name="sponsor" defaultValue={sponsor ?? ''} className={selectClass}>
          <option value="">All Sponsors</option>
          {sponsors.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Apply</Button>
    </form>
  )
}
