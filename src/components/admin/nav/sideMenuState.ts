/**
 * The side menu's remembered state (spec 2 and 9): open or collapsed to icons, in a cookie that
 * lasts 7 days. The admin layout reads it on the server, so the first paint is already right.
 */
export const SIDE_MENU_COOKIE = 'sidebar_state'
export const SIDE_MENU_COOKIE_MAX_AGE = 60 * 60 * 24 * 7

/** Open unless the cookie says collapsed: a fresh admin sees the whole menu. */
export const sideMenuOpenFrom = (cookieValue: string | undefined) => cookieValue !== 'false'

/** Spec 9's mobile breakpoint: below 768 px the menu is a slide-out sheet. */
export const MOBILE_QUERY = '(max-width: 767.98px)'
