/** The public address of the site, for links in e-mails and OAuth redirects. */
export const siteUrl = (): string =>
  (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
