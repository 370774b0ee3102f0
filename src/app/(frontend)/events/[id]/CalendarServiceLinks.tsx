import { cn } from '@/components/ui/cn'
import type { Translator } from '@/i18n/translator'
import type { QuickAddLinks } from '@/lib/events/calendar/quickAddLinks'

const SERVICES = ['google', 'outlook', 'office365'] as const
type Service = (typeof SERVICES)[number]

/** Each service's visible name and accessible name (with the item's title). */
export type CalendarServiceTexts = Record<Service, { text: string; label: string }>

/** One calendar service's link: its address, visible name and accessible name. */
export type CalendarServiceLink = { href: string; text: string; label: string }

export const calendarServiceLinks = (links: QuickAddLinks, texts: CalendarServiceTexts): CalendarServiceLink[] =>
  SERVICES.map((service) => ({ href: links[service], ...texts[service] }))

/** The services' names, and their accessible names with `title`, from the page's translator. */
export const calendarServiceTexts = (t: Translator, title: string): CalendarServiceTexts => ({
  google: { text: t('calendarServices.google'), label: t('calendarServices.googleLabel', { title }) },
  outlook: { text: t('calendarServices.outlook'), label: t('calendarServices.outlookLabel', { title }) },
  office365: { text: t('calendarServices.office365'), label: t('calendarServices.office365Label', { title }) },
})

/**
 * 'Add to another calendar': Google Calendar and Outlook's forms filled in, beside the .ics file.
 * Plain links in a new tab (the service's page, not ours), without the opener or referrer: the
 * services learn nothing of the page they came from but what the link says. No state, so the
 * event page (server) and its agenda (client) both render it.
 */
export function CalendarServiceLinks({
  links,
  label,
  className,
}: {
  links: CalendarServiceLink[]
  label: string
  /** Its text size and spacing where it stands. */
  className: string
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <span aria-hidden="true" className="text-gray-700">
        {label}:
      </span>
      <ul aria-label={label} className="flex flex-wrap gap-x-3 gap-y-1">
        {links.map((link) => (
          <li key={link.text}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              className="font-medium text-brand-600 hover:underline"
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
