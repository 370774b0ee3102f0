import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { TAG_FRAMEWORK_NAMES, TAG_FRAMEWORKS, TAG_SLUG, TAG_SLUG_MAX } from '@/lib/content/tags/tagFrameworks'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { setTagSlug } from '@hooks/content/setTagSlug'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'

/**
 * The standards taxonomy (issue 23, item 2): IEC 62443 parts, NIST CSF 2.0 functions, ISO/IEC
 * 27001 and 27019, NERC CIP, NIS2, the Purdue levels and the industry sectors. Admins keep it;
 * documents, events, agenda items and projects carry tags (fields/tagsField.ts); every tag has
 * its page (/tags/<slug>) and filters the lists and the search. Deleting a tag unlinks it
 * everywhere (the link rows cascade).
 */
export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: 'Tag', plural: 'Tags' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'framework', 'slug', 'position'],
    group: menuGroup('content'),
  },
  defaultSort: ['framework', 'position', 'slug'],
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    afterError: [explainDuplicate('Another tag already has this slug.')],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, localized: true },
    {
      name: 'framework',
      type: 'select',
      required: true,
      index: true,
      options: TAG_FRAMEWORKS.map((framework) => ({ value: framework, label: TAG_FRAMEWORK_NAMES[framework].en })),
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      maxLength: TAG_SLUG_MAX,
      hooks: { beforeValidate: [setTagSlug] },
      admin: { position: 'sidebar', description: 'The tag page’s address, /tags/<slug>. Made from the name when left empty.' },
      // A field's own validate replaces Payload's, maxLength included: the length is checked here.
      validate: (value: unknown) =>
        typeof value === 'string' && value.length <= TAG_SLUG_MAX && TAG_SLUG.test(value)
          ? true
          : `The slug may hold only lower-case letters, digits and single hyphens, at most ${TAG_SLUG_MAX} characters.`,
    },
    {
      name: 'position',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { position: 'sidebar', step: 1, description: 'Lower comes first within its framework.' },
      validate: (value: unknown) =>
        Number.isInteger(value) && Math.abs(value as number) <= 10000 ? true : 'Position must be a whole number between -10000 and 10000.',
    },
    { name: 'description', type: 'textarea', maxLength: 1000, localized: true },
  ],
}
