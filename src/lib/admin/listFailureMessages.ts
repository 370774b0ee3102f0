import { hasFailureMessage } from './failureMessages'
import { forEveryCollection } from './forEveryCollection'

const LIST_VIEW_WITH_FAILURES = '/src/components/admin/lists/ListViewWithFailures#ListViewWithFailures'

/**
 * The list of each collection spec 8 names a load failure for says it ('Failed to fetch events')
 * where Payload showed a failed query as an empty list (see the component); a plugin, so the
 * table in ./failureMessages.ts decides. A collection with a list view of its own (the
 * speakers' cards) shows the same failure there.
 */
export const listFailureMessages = () =>
  forEveryCollection((collection) => {
    const views = collection.admin?.components?.views
    if (!hasFailureMessage(collection.slug, 'fetch') || views?.list?.Component) return collection
    return {
      ...collection,
      admin: {
        ...collection.admin,
        components: { ...collection.admin?.components, views: { ...views, list: { ...views?.list, Component: LIST_VIEW_WITH_FAILURES } } },
      },
    }
  })
