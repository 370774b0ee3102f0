'use client'

import { CircleCheck } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { useActionForm } from '@/components/ui/useActionForm'
import type { ActionResult } from '@/lib/shared/actions/actionResult'

/**
 * The one button of a page an e-mail's signed link opens (unsubscribe, turn on the weekly
 * digest): a link scanner that opens the link must change nothing, so the member confirms. Its
 * words and the profile's address come from the page (in the page's language), so these texts
 * stay out of every page's browser catalogue.
 */
export function SignedLinkForm({
  confirm,
  token,
  profile,
  texts,
}: {
  confirm: (state: ActionResult | null, formData: FormData) => Promise<ActionResult | null>
  token: string
  profile: string
  texts: { label: string; pending: string; goToProfile: string }
}) {
  const { state, action, onSubmit, pending } = useActionForm<ActionResult | null>(confirm, null)
  if (state?.ok) {
    return (
      <div role="status" className="space-y-4">
        <p className="flex items-start gap-2 text-gray-900">
          <Icon icon={CircleCheck} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {state.title}
        </p>
        <a href={profile} className="font-medium text-brand-600 hover:underline">
          {texts.goToProfile}
        </a>
      </div>
    )
  }
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {state.title}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? texts.pending : texts.label}
      </Button>
    </form>
  )
}
