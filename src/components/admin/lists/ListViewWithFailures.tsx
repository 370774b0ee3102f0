import { DefaultListView } from '@payloadcms/ui'
import type { ListViewServerProps } from 'payload'

import { clientListProps, listFetchFailure } from './ListFetchFailure'

/**
 * Payload's list view, which says spec 8's 'Failed to fetch {plural}' when its query failed
 * instead of showing an empty list (the controls before the table, export and import, go with
 * it: they would work on the same failing query). Set on each collection the spec names such a
 * message for (src/lib/admin/listFailureMessages.ts).
 */
export async function ListViewWithFailures(props: ListViewServerProps) {
  const failure = await listFetchFailure(props)
  const listProps = clientListProps(props)
  return failure ? <DefaultListView {...listProps} BeforeListTable={failure} /> : <DefaultListView {...listProps} />
}
