import { Button } from '@/components/ui/button'
import type { Language } from '@/i18n/languages'

/**
 * Starts Google sign-in; says so plainly when the site has no Google credentials. Rendered by
 * AuthForm (a client component), which gives it its words. /auth/google is a route
 * handler, not a page: it keeps its one address in every language and is told the page's, which
 * a new account keeps and the way back uses.
 */
export function GoogleButton({
  label,
  notConfigured,
  configured,
  from,
  invite,
  language,
}: {
  label: string
  notConfigured: string
  configured: boolean
  from?: string
  invite?: string
  language: Language
}) {
  if (!configured) {
    return (
      <div>
        <Button type="button" variant="secondary" className="w-full" disabled aria-describedby="google-unavailable">
          {label}
        </Button>
        <p id="google-unavailable" className="mt-1 text-center text-sm text-gray-600">
          {notConfigured}
        </p>
      </div>
    )
  }
  const params = new URLSearchParams({ language })
  if (from) params.set('from', from)
  if (invite) params.set('invite', invite)
  return (
    <Button asChild variant="secondary" className="w-full">
      <a href={`/auth/google?${params}`}>{label}</a>
    </Button>
  )
}
