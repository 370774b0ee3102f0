import { type Email, renderEmail } from './layout'

export const invitationEmail = (options: { inviterName: string; acceptUrl: string; expiresAt: Date }): Email =>
  renderEmail({
    subject: `${options.inviterName} invites you to the IT/OT Community`,
    heading: `${options.inviterName} invites you to join`,
    paragraphs: [
      `${options.inviterName} thinks your expertise would be valuable in the IT/OT Community, where professionals from plants, utilities, vendors and research share events, documents and projects.`,
      `The invitation is valid until ${options.expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'Europe/Berlin' })}.`,
    ],
    action: { label: 'Accept the invitation', url: options.acceptUrl },
  })
