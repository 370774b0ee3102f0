import { siteUrl } from '@/lib/shared/siteUrl'

/** Where a verification e-mail sends the member: the member site's /verify page. */
export const verifyUrl = (token: string) => `${siteUrl()}/verify?token=${encodeURIComponent(token)}`
