import { Button } from '@/components/ui/button'

/** Starts Google sign-in; says so plainly when the site has no Google credentials. */
export function GoogleButton({ label, configured, from, invite }: { label: string; configured: boolean; from?: string; invite?: string }) {
  if (!configured) {
    return (
      <div>
        <Button type="button" variant="secondary" className="w-full" disabled aria-describedby="google-unavailable">
          {label}
        </Button>
        <p id="google-unavailable" className="mt-1 text-center text-sm text-gray-600">
          Google sign-in is not configured on this site.
        </p>
      </div>
    )
  }
  const params = new URLSearchParams()
  if (from) params.set('from', from)
  if (invite) params.set('invite', invite)
  const query = params.toString()
  return (
    <Button asChild variant="secondary" className="w-full">
      <a href={`/auth/google${query ? `?${query}` : ''}`}>{label}</a>
    </Button>
  )
}
