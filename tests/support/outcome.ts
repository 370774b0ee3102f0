import { type ErrorText, readErrorText } from '../../src/lib/shared/errors/errorText'

/**
 * A domain function's outcome as the member's toast reads it: what it answered, or its refusal
 * (an AppError's title and message). Lets a test compare both with one toEqual.
 */
export function outcomeOf<Value>(
  promise: Promise<Value>,
): Promise<({ ok: true } & (Value extends object ? Value : { value: Value })) | { ok: false; title?: string; description: string }> {
  return promise.then(
    (value) => ({ ok: true as const, ...((typeof value === 'object' && value !== null ? value : { value }) as object) }) as never,
    (error: { title?: ErrorText; message: string }) => ({
      ok: false as const,
      title: error.title && readErrorText(error.title),
      description: error.message,
    }),
  )
}

/** What a refused write says about its fields (Payload's ValidationError lists each field's message), or 'accepted'. */
export const refusal = (write: Promise<unknown>) =>
  write.then(
    () => 'accepted',
    (error: { message: string; data?: { errors?: { message: string }[] } }) =>
      error.data?.errors?.map((entry) => entry.message).join(' ') || error.message,
  )
