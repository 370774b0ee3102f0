import { NotFoundMessage } from '@/components/site/NotFoundMessage'

export default function NotFound() {
  return <NotFoundMessage code="404" title="Oops! Page not found" backHref="/" backLabel="Return to Home" />
}
