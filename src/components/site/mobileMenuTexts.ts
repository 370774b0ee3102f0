import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { slot } from '@/i18n/messageSlots'
import type { Translator } from '@/i18n/translator'

import type { MobileMenuLinks, MobileMenuTexts } from './MobileMenu'
import { MOBILE_MENU_PATHS, NAV_ITEMS } from './navigation'

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

/** The mobile menu's addresses in the page's language. */
export const mobileMenuLinks = (language: Language): MobileMenuLinks =>
  Object.fromEntries(MOBILE_MENU_PATHS.map((path) => [path, pathIn(language, path)])) as MobileMenuLinks
