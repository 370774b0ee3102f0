'use client'

import { useConfig, useListQuery } from '@payloadcms/ui'

import './emptyListMessage.scss'

/**
 * The heading of an empty list in the collection's own words, 'No users found', 'No invitations
 * found' (spec 2), where Payload says 'No Results.' for every collection. It stands just before
 * Payload's empty-state box, whose heading the stylesheet then hides; the box's explanation and
 * its 'Create New' button stay.
 */
export function EmptyListMessage({ collectionSlug }: { collectionSlug: string }) {
  const { data } = useListQuery()
  const { getEntityConfig } = useConfig()
  if (!data || data.docs.length > 0) return null
  const label = getEntityConfig({ collectionSlug })?.labels.plural
  // Every label here is plain English text; a per-language label is read in English.
  const plural = typeof label === 'string' ? label : ((label as Record<string, string> | undefined)?.en ?? collectionSlug)
  return <h3 className="empty-list-message">No {plural.toLowerCase()} found</h3>
}
