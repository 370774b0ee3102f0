import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod'

/** The outline of what a browser answers to a passkey prompt; what it says is verified by @simplewebauthn/server. */
const outline = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
})
const hasOutline = (value: unknown) => outline.safeParse(value).success

/** A new passkey, as @simplewebauthn/browser's startRegistration returns it. */
export const registrationAnswer = z.custom<RegistrationResponseJSON>(hasOutline)
/** A passkey's signature, as @simplewebauthn/browser's startAuthentication returns it. */
export const authenticationAnswer = z.custom<AuthenticationResponseJSON>(hasOutline)
