import { type Email, renderEmail } from './layout'

export const welcomeEmail = (options: { firstName: string; siteUrl: string }): Email =>
  renderEmail({
    subject: 'Welcome to the IT/OT Community',
    heading: `Welcome, ${options.firstName}!`,
    paragraphs: [
      'Your profile is complete. You can now save event dates, build your personal agenda, download documents, apply to community projects and invite experts you trust.',
    ],
    action: { label: 'Go to the community', url: options.siteUrl },
  })
