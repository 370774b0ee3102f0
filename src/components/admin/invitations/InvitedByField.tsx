'use client'

import { RelationshipField, useDocumentInfo } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'

/**
 * The invitation's sender, read-only, once it has one: the server names whoever saves
 * (hooks/shared/setCurrentUser.ts), so the create form has no empty, greyed 'Invited By *' to show.
 */
export function InvitedByField(props: RelationshipFieldClientProps) {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) return null
  return <RelationshipField {...props} />
}
