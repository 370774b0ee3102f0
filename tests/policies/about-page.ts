import type { GlobalPolicy } from './policy'

/** The /about page's text: public; admins write it. */
export const aboutPage: GlobalPolicy = {
  slug: 'about-page',
  access: { read: '+++++++', update: '----++-' },
}
