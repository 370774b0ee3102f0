import { slot } from '@/i18n/messageSlots'
import type { Translator } from '@/i18n/translator'

import type { MobileMenuTexts } from './MobileMenu'
import { NAV_ITEMS } from './navigation'

/** The mobile menu's words, from the page's translator. */
export const mobileMenuTexts = (t: Translator): MobileMenuTexts => ({
  openMenu: t('site.openMenu'),
  closeMenu: t('site.closeMenu'),
  name: t('site.name'),
  siteNavigation: t('site.siteNavigation'),
  mobileNavigation: t('site.mobileNavigation'),
  signInRequired: t('site.signInRequired'),
  inviteMembers: t('site.inviteMembers'),
  yourProfileOf: t('site.yourProfileOf', { name: slot('name') }),
  user: t('site.user'),
  adminDashboard: t('site.adminDashboard'),
  signOut: t('site.signOut'),
  joinCommunity: t('site.joinCommunity'),
  nav: Object.fromEntries(NAV_ITEMS.map((item) => [item.label, t(`site.nav.${item.label}`)])) as MobileMenuTexts['nav'],
})
