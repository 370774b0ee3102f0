import type { GlobalPolicy } from './policy'

/** The /live presentation: its address is in the public page; admins change it. */
export const liveSession: GlobalPolicy = {
  slug: 'live-session',
  access: { read: '+++++++', update: '----++-' },
}
