'use client'

import type { RelationshipFieldClientProps } from 'payload'

import { RelationshipField, useDocumentInfo } from '@payloadcms/ui'

/**
 * The invitation's sender, read-only, once it has one: the server names whoever saves
 * (hooks/setCurrentUser.ts), so the create form has no empty, greyed 'Invited By *' to show.
 */
export function InvitedByField(props: RelationshipFieldClientProps) {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) return null
  return <RelationshipField {...props} />
}
