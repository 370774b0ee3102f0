/** The public address of the site, for links in e-mails and OAuth redirects. */
export const siteUrl = (): string => (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')

/**
 * Whether the public site is served over HTTPS: session and sign-in cookies are then Secure
 * (a browser never sends them over plain HTTP) and pages ask browsers to upgrade any http: link.
 */
export const siteUsesHttps = (): boolean => siteUrl().toLowerCase().startsWith('https://')
