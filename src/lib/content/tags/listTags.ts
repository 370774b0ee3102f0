import { cache } from 'react'

import type { Language } from '@/i18n/languages'
import { getPayloadClient } from '@/lib/infrastructure/payload'

import { TAG_FRAMEWORK_NAMES, TAG_FRAMEWORKS, type TagFramework } from './tagFrameworks'

export type TagSummary = { id: number; name: string; slug: string; framework: TagFramework; description: string | null }

/** The taxonomy is admin-kept and small; a list this long would be a mistake, not a taxonomy. */
export const MAX_TAGS = 500

/**
 * Every tag in the reader's language, by framework (in TAG_FRAMEWORKS' order), then position and
 * slug: one query, shared by everything one request renders (the filters, the chips, the tag page).
 */
export const listTags = cache(async (language: Language): Promise<TagSummary[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tags',
    locale: language,
    sort: ['framework', 'position', 'slug'],
    limit: MAX_TAGS,
    depth: 0,
    pagination: false,
    select: { name: true, slug: true, framework: true, description: true },
  })
  return docs.map((tag) => ({
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    framework: tag.framework,
    description: tag.description ?? null,
  }))
})

export type TagGroup = { framework: TagFramework; label: string; tags: TagSummary[] }

/** The tags under their frameworks' names, frameworks without tags left out. */
export function groupTags(tags: TagSummary[], language: Language): TagGroup[] {
  return TAG_FRAMEWORKS.map((framework) => ({
    framework,
    label: TAG_FRAMEWORK_NAMES[framework][language],
    tags: tags.filter((tag) => tag.framework === framework),
  })).filter((group) => group.tags.length > 0)
}

/** The tag a list's `tag` parameter names; none for an empty or unknown one (the list is then unfiltered, like other unknown filters). */
export function tagNamed(tags: TagSummary[], slug: string | undefined): TagSummary | null {
  return (slug && tags.find((tag) => tag.slug === slug)) || null
}

/** The tags of one item, by their ids, in the taxonomy's order. */
export function tagsOf(tags: TagSummary[], ids: unknown): TagSummary[] {
  if (!Array.isArray(ids) || ids.length === 0) return []
  const wanted = new Set(ids.map((id) => (typeof id === 'object' && id ? (id as { id: number }).id : id)))
  return tags.filter((tag) => wanted.has(tag.id))
}
