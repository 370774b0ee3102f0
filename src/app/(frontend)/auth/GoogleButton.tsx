import { useLocale, useTranslations } from 'use-intl'

import { Button } from '@/components/ui/button'

/**
 * Starts Google sign-in; says so plainly when the site has no Google credentials. Rendered by
 * AuthForm (a client component), so it reads the browser's catalogue. /auth/google is a route
 * handler, not a page: it keeps its one address in every language and is told the page's, which
 * a new account keeps and the way back uses.
 */
export function GoogleButton({ label, configured, from, invite }: { label: string; configured: boolean; from?: string; invite?: string }) {
  const t = useTranslations('auth')
  const language = useLocale()
  if (!configured) {
    return (
      <div>
        <Button type="button" variant="secondary" className="w-full" disabled aria-describedby="google-unavailable">
          {label}
        </Button>
        <p id="google-unavailable" className="mt-1 text-center text-sm text-gray-600">
          {t('googleNotConfigured')}
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
