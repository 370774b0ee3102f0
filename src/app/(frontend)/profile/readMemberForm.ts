import { z } from 'zod'

import { type ActionResult, failed } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import type { User } from '@/payload-types'

/** A checkbox field: 'on' when ticked, absent otherwise. */
export const checkbox = z.unknown().transform((value) => value === 'on')

/**
 * The start of each profile form action: the signed-in member and the form's fields named by
 * the schema (a missing one reads as ''), checked; or the refusal to show under `title`.
 * Anyone can post any arguments to an action, so a request without a form is refused too.
 */
export async function readMemberForm<Shape extends z.ZodRawShape>(
  formData: unknown,
  schema: z.ZodObject<Shape>,
  title: string,
): Promise<{ user: User; data: z.output<z.ZodObject<Shape>> } | { refusal: ActionResult }> {
  const user = await getCurrentUser()
  if (!user) return { refusal: failed(title, 'No authenticated user found') }
  if (!(formData instanceof FormData)) return { refusal: failed(title, 'Please check your input.') }
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, formData.get(name) ?? ''])))
  if (!parsed.success) return { refusal: failed(title, parsed.error.issues[0]?.message) }
  return { user, data: parsed.data }
}
