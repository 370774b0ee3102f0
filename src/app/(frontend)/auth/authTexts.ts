import { slot } from '@/i18n/messageSlots'
import type { Translator } from '@/i18n/translator'

const AUTH_TEXT_KEYS = [
  'tabs',
  'signIn',
  'createAccount',
  'email',
  'password',
  'passwordHint',
  'forgotPassword',
  'pleaseWait',
  'or',
  'continueWithGoogle',
  'signUpWithGoogle',
  'googleNotConfigured',
  'noEmail',
  'sending',
  'sendAgain',
  'signInWithPasskey',
  'passkeyCancelled',
  'passkeyFailed',
] as const

/**
 * The words of the sign-in and sign-up forms (AuthForm, GoogleButton, ResendLinkForm), made on
 * the server; `sentTo` and `openLink` keep a slot for the address the reader typed.
 */
export type AuthTexts = Record<(typeof AUTH_TEXT_KEYS)[number] | 'sentTo' | 'openLink' | 'error', string>

export const authTexts = (t: Translator): AuthTexts => ({
  ...(Object.fromEntries(AUTH_TEXT_KEYS.map((key) => [key, t(`auth.${key}`)])) as Record<(typeof AUTH_TEXT_KEYS)[number], string>),
  sentTo: t('auth.sentTo', { email: slot('email') }),
  error: t('errors.error'),
  openLink: t('auth.openLink', { email: slot('email') }),
})

/** What "send the link again" says (ResendLinkForm). */
export type ResendLinkTexts = Pick<AuthTexts, 'email' | 'sending' | 'sendAgain'>
