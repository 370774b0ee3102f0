/**
 * What the profile page's form actions answer: shown as a toast, or inside the delete dialog.
 * `at` makes every answer a new value, so the same refusal twice is shown twice.
 */
export type FormResult = { ok: boolean; title: string; description?: string; at: number }

export const result = (ok: boolean, title: string, description?: string): FormResult => ({ ok, title, description, at: Date.now() })

/** A refusal's own message where the error has one (Payload's are written for people), else the fallback. */
export const messageOf = (error: unknown, fallback = 'Please try again later.') => (error instanceof Error && error.message) || fallback
