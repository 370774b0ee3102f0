import type { GlobalConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { LIVE_SESSION_MAX_LENGTH, LIVE_SESSION_SLUG, liveSessionAddressProblem } from '@/lib/events/live/liveSessionUrl'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { checkLiveSessionAddress } from '@hooks/events/checkLiveSessionAddress'
import { invalidateVisitorPagesAfterGlobalChange } from '@hooks/shared/invalidateVisitorPages'

/**
 * The interactive presentation shown on /live in a sandboxed frame. Admins set, change and clear
 * it here; the page and its Content-Security-Policy read it on every render, so no restart.
 * Everyone may read it: the address is in the public page anyway.
 */
export const LiveSession: GlobalConfig = {
  slug: LIVE_SESSION_SLUG,
  label: 'Live Session',
  admin: {
    group: menuGroup('content'),
    description: 'The interactive presentation that /live shows in a sandboxed frame.',
  },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  hooks: { beforeValidate: [checkLiveSessionAddress], afterChange: [invalidateVisitorPagesAfterGlobalChange] },
  fields: [
    {
      name: 'url',
      label: 'Presentation address',
      type: 'text',
      maxLength: LIVE_SESSION_MAX_LENGTH,
      // Replaces Payload's text check (length included): any value that is not an https address is refused with why.
      validate: (value: unknown) => liveSessionAddressProblem(value) ?? true,
      // Stored trimmed; an emptied field is stored as null (no live session).
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() || null : value)] },
      admin: {
        placeholder: 'https://',
        description:
          'An https address of another site, such as a Mentimeter or Slido presentation. Leave it empty when there is no live session: /live then says so.',
      },
    },
  ],
}
