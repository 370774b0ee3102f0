import { forEveryCollection } from './forEveryCollection'

const DOCUMENT_HEADING = '/src/components/admin/forms/DocumentHeading#DocumentHeading'

/**
 * Every collection's form is headed 'Create {Singular}' or 'Edit {Singular}' instead of Payload's
 * '[Untitled]' (see the component); a plugin, so no collection can miss it.
 */
export const documentHeadings = () =>
  forEveryCollection((collection) => ({
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        edit: {
          ...collection.admin?.components?.edit,
          beforeDocumentControls: [...(collection.admin?.components?.edit?.beforeDocumentControls ?? []), DOCUMENT_HEADING],
        },
      },
    },
  }))
