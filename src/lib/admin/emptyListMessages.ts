import { forEveryCollection } from './forEveryCollection'

const EMPTY_LIST_MESSAGE = '/src/components/admin/lists/EmptyListMessage#EmptyListMessage'

/**
 * Every collection's empty list says 'No {plural} found' (spec 2: 'No users found', 'No
 * invitations found') instead of Payload's 'No Results.' (see the component); a plugin, so no
 * collection can miss it.
 */
export const emptyListMessages = () =>
  forEveryCollection((collection) => ({
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        beforeListTable: [
          ...(collection.admin?.components?.beforeListTable ?? []),
          { path: EMPTY_LIST_MESSAGE, clientProps: { collectionSlug: collection.slug } },
        ],
      },
    },
  }))
