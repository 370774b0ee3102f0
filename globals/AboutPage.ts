import type { GlobalConfig } from 'payload'

import { ABOUT_PAGE_SLUG, ABOUT_VALUE_ICONS } from '@/lib/content/about/aboutPage'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { richTextContent } from '@fields/richTextContent'
import { invalidateVisitorPagesAfterGlobalChange } from '@hooks/shared/invalidateVisitorPages'

/**
 * /about (spec 2: the community's mission, its origin at an IT/OT summit and its core values),
 * written by admins. The first text was the page's former fixed text (its migration stores it).
 */
export const AboutPage: GlobalConfig = {
  slug: ABOUT_PAGE_SLUG,
  label: 'About Page',
  admin: { group: 'Community', description: 'What /about shows: the mission, where the community comes from and its core values.' },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  hooks: { afterChange: [invalidateVisitorPagesAfterGlobalChange] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    ...richTextContent({ name: 'body', label: 'Mission and origin', maxLength: 10000 }),
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
            { name: 'title', type: 'text', required: true, maxLength: 100 },
            { name: 'icon', type: 'select', required: true, defaultValue: 'handshake', options: [...ABOUT_VALUE_ICONS] },
          ],
        },
        { name: 'text', type: 'textarea', required: true, maxLength: 500 },
      ],
    },
  ],
}
