import { type Email, renderEmail } from './layout'

/** The link that proves the address of a new account (or of a changed address). */
export const verificationEmail = (verifyUrl: string): Email =>
  renderEmail({
    subject: 'Confirm your IT/OT Community e-mail address',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      'Someone created an IT/OT Community account with this e-mail address. Confirm that it is yours with the link below; you can sign in once it is confirmed.',
    ],
    action: { label: 'Confirm my e-mail address', url: verifyUrl },
    footnote: 'If you did not create this account, ignore this e-mail: nobody can sign in with it until the address is confirmed.',
  })

/** To the owner of an address someone tried to sign up with again. */
export const signUpAttemptEmail = (resetUrl: string): Email =>
  renderEmail({
    subject: 'Someone tried to sign up with your e-mail address',
    heading: 'You already have an account',
    paragraphs: [
      'Someone tried to create an IT/OT Community account with this e-mail address, which already has one. No second account was created.',
      'If it was you: sign in as usual. If you forgot your password, choose a new one with the link below.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
    footnote: 'If it was not you, ignore this e-mail: your account stays as it is.',
  })
