import type { GlobalConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { ABOUT_PAGE_SLUG, ABOUT_VALUE_ICONS } from '@/lib/content/about/aboutPage'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { richTextContent } from '@fields/richTextContent'
import { invalidateVisitorPagesAfterGlobalChange } from '@hooks/shared/invalidateVisitorPages'

/**
 * /about (spec 2: the community's mission, its origin at an IT/OT summit and its core values),
 * written by admins. The first text was the page's former fixed text (its migration stores it).
 * Its texts have an English and a German version like other content (issue 49, item 10); a
 * value's picture is one for both.
 */
export const AboutPage: GlobalConfig = {
  slug: ABOUT_PAGE_SLUG,
  label: 'About Page',
  admin: {
    group: menuGroup('content'),
    description: 'What /about shows: the mission, where the community comes from and its core values.',
  },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  hooks: { afterChange: [invalidateVisitorPagesAfterGlobalChange] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    ...richTextContent({ name: 'body', label: 'Mission and origin', maxLength: 10000, localized: true }),
    {
      name: 'values',
      label: 'Core values',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Value', plural: 'Values' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 100, localized: true },
            { name: 'icon', type: 'select', required: true, defaultValue: 'handshake', options: [...ABOUT_VALUE_ICONS] },
          ],
        },
        { name: 'text', type: 'textarea', required: true, maxLength: 500, localized: true },
      ],
    },
  ],
}
