import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isSignedIn } from '../access/isSignedIn'
import { isUploaderOrAdmin } from '../access/isUploaderOrAdmin'
import { checkImageContent } from '../hooks/checkUploadContent'
import { limitUploadSize } from '../hooks/limitUploadSize'
import { setCurrentUser } from '../hooks/setCurrentUser'
import { mediaDir } from '../src/lib/paths'
import type { SuccessMessages } from '../src/lib/api/writeMessages'
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TOO_LARGE } from './uploadLimits'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '../hooks/invalidateVisitorPages'
import { fileSizeField } from '../fields/fileSizeField'

/** Public images: event, speaker, survey and project pictures and organization logos. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'filename', group: 'Documents' },
  // Spec 8's words for an image an admin adds to an event, speaker, project, survey or logo.
  custom: { successMessages: { created: 'Image uploaded successfully' } satisfies SuccessMessages },
  access: {
    read: anyone,
    create: isSignedIn,
    update: isUploaderOrAdmin,
    delete: isUploaderOrAdmin,
  },
  upload: {
    staticDir: mediaDir('images'),
    mimeTypes: IMAGE_MIME_TYPES,
    focalPoint: false,
    imageSizes: [{ name: 'card', width: 640, height: 360, position: 'centre' }],
  },
  hooks: {
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeOperation: [limitUploadSize(IMAGE_MAX_BYTES, IMAGE_TOO_LARGE), checkImageContent(IMAGE_MIME_TYPES)],
    beforeChange: [setCurrentUser('uploadedBy')],
  },
  fields: [
    fileSizeField(),
    { name: 'alt', label: 'Alternative text', type: 'text', maxLength: 300 },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
