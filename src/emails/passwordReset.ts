import { type Email, renderEmail } from './layout'

export const passwordResetEmail = (resetUrl: string): Email =>
  renderEmail({
    subject: 'Reset your IT/OT Community password',
    heading: 'Reset your password',
    paragraphs: [
      'Someone asked to reset the password of your IT/OT Community account. Choose a new one with the link below; it works once and expires in one hour.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  })
