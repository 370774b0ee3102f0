import { NotFoundMessage } from '@/components/site/NotFoundMessage'

export default function EventNotFound() {
  return <NotFoundMessage title="Event not found" backHref="/events" backLabel="Back to events" />
}
