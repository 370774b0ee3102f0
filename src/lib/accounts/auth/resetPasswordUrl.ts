import { siteUrl } from '@/lib/shared/siteUrl'

/** Where a password-reset e-mail sends the member: the page that sets the new password. */
export const resetPasswordUrl = (token: string) => `${siteUrl()}/set-new-password?token=${encodeURIComponent(token)}`
