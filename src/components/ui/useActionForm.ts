'use client'

import { type FormEvent, startTransition, useActionState } from 'react'

/**
 * useActionState for a form whose fields must survive a refusal. React resets a form after an
 * `action` runs, so a failed save would wipe what the member typed (and desynchronise
 * controlled selects). With JavaScript the returned onSubmit runs the action in a transition
 * without that reset; the returned action keeps the form working without JavaScript.
 */
export function useActionForm<State>(
  serverAction: (state: Awaited<State>, formData: FormData) => State | Promise<State>,
  initialState: Awaited<State>,
) {
  const [state, action, pending] = useActionState(serverAction, initialState)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    startTransition(() => action(formData))
  }
  return { state, action, onSubmit, pending }
}
