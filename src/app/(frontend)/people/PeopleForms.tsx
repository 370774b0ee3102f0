'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { toastResult } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import type { ActionResult } from '@/lib/shared/actions/actionResult'

import { answerContactRequestAction, blockMemberAction, reportMemberAction, sendContactRequestAction, unblockMemberAction } from './actions'

type FormAction = (state: ActionResult<undefined> | null, formData: FormData) => Promise<ActionResult<undefined>>

/** A form of the directory's pages: its answer as a toast and, on success, the page drawn again (or another opened). */
function PeopleForm({
  serverAction,
  fields,
  children,
  className,
  goTo,
}: {
  serverAction: FormAction
  fields: Record<string, string | number>
  children: (pending: boolean) => ReactNode
  className?: string
  goTo?: string
}) {
  const { state, action, onSubmit, pending } = useActionForm(serverAction, null)
  const router = useRouter()
  useEffect(() => {
    if (!state) return
    toastResult(state)
    if (!state.ok) return
    if (goTo) router.push(goTo)
    router.refresh()
  }, [state, goTo, router])
  return (
    <form action={action} onSubmit={onSubmit} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(pending)}
    </form>
  )
}

const textareaClass = 'block w-full rounded-md border border-gray-300 p-3 text-sm'

export function ContactForm({
  memberId,
  name,
  texts,
}: {
  memberId: number
  name: string
  texts: { message: string; hint: string; send: string; sending: string }
}) {
  return (
    <PeopleForm serverAction={sendContactRequestAction} fields={{ memberId, name }} className="space-y-3">
      {(pending) => (
        <>
          <div>
            <Label htmlFor="contact-message">{texts.message}</Label>
            <textarea id="contact-message" name="message" rows={4} maxLength={1000} required className={textareaClass} />
            <p className="mt-1 text-xs text-gray-600">{texts.hint}</p>
          </div>
          <Button type="submit" disabled={pending}>
            {pending ? texts.sending : texts.send}
          </Button>
        </>
      )}
    </PeopleForm>
  )
}

export function BlockButton({ memberId, label, goTo }: { memberId: number; label: string; goTo: string }) {
  return (
    <PeopleForm serverAction={blockMemberAction} fields={{ memberId }} goTo={goTo}>
      {(pending) => (
        <Button type="submit" variant="secondary" disabled={pending}>
          {label}
        </Button>
      )}
    </PeopleForm>
  )
}

export function UnblockButton({ memberId, label, context }: { memberId: number; label: string; context: string }) {
  return (
    <PeopleForm serverAction={unblockMemberAction} fields={{ memberId }}>
      {(pending) => (
        <Button type="submit" variant="secondary" disabled={pending} aria-label={`${label}: ${context}`}>
          {label}
        </Button>
      )}
    </PeopleForm>
  )
}

export function ReportForm({
  memberId,
  name,
  texts,
}: {
  memberId: number
  name: string
  texts: { report: string; reason: string; send: string }
}) {
  return (
    <details className="rounded-md border border-gray-200 p-3">
      <summary className="cursor-pointer text-sm font-medium">{texts.report}</summary>
      <PeopleForm serverAction={reportMemberAction} fields={{ memberId, name }} className="mt-3 space-y-3">
        {(pending) => (
          <>
            <div>
              <Label htmlFor="report-reason">{texts.reason}</Label>
              <textarea id="report-reason" name="reason" rows={3} maxLength={1000} required className={textareaClass} />
            </div>
            <Button type="submit" variant="secondary" disabled={pending}>
              {texts.send}
            </Button>
          </>
        )}
      </PeopleForm>
    </details>
  )
}

export function AnswerButtons({
  requestId,
  texts,
  context,
}: {
  requestId: number
  texts: { accept: string; decline: string }
  context: string
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <PeopleForm serverAction={answerContactRequestAction} fields={{ requestId, answer: 'accepted' }}>
        {(pending) => (
          <Button type="submit" disabled={pending} aria-label={`${texts.accept}: ${context}`}>
            {texts.accept}
          </Button>
        )}
      </PeopleForm>
      <PeopleForm serverAction={answerContactRequestAction} fields={{ requestId, answer: 'declined' }}>
        {(pending) => (
          <Button type="submit" variant="secondary" disabled={pending} aria-label={`${texts.decline}: ${context}`}>
            {texts.decline}
          </Button>
        )}
      </PeopleForm>
    </div>
  )
}
