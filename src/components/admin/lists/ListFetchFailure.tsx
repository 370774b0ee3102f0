import { Banner } from '@payloadcms/ui'
import type { ListViewClientProps, ListViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { listFetchFailureText } from '@/lib/admin/listFetchFailure'

import './listFailure.scss'

/** What Payload hands a list view for the server only (the rest goes on to its client list view). */
const SERVER_ONLY = new Set([
  'collectionConfig',
  'data',
  'i18n',
  'limit',
  'listSearchableFields',
  'locale',
  'params',
  'payload',
  'permissions',
  'searchParams',
  'user',
])

export const clientListProps = (props: ListViewServerProps): ListViewClientProps =>
  Object.fromEntries(Object.entries(props).filter(([key]) => !SERVER_ONLY.has(key))) as ListViewClientProps

/**
 * Spec 8's 'Failed to fetch events' (with the reason after it) where the list's query failed,
 * for the list view to show in place of what stands before its table; null when it did not.
 */
export async function listFetchFailure(props: ListViewServerProps): Promise<ReactNode | null> {
  const message = await listFetchFailureText(props)
  if (!message) return null
  return (
    <div className="list-failure" role="alert">
      <Banner type="error">{message}</Banner>
    </div>
  )
}
