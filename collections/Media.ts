import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TOO_LARGE } from '@/lib/infrastructure/files/uploadLimits'
import type { SuccessMessages } from '@/lib/platform/api/writeMessages'
import { mediaDir } from '@/lib/shared/paths'
import { anyone } from '@access/anyone'
import { isSignedIn } from '@access/isSignedIn'
import { isUploaderOrAdmin } from '@access/isUploaderOrAdmin'
import { fileSizeField } from '@fields/fileSizeField'
import { checkImageContent } from '@hooks/shared/checkUploadContent'
import { invalidatePagesShowingImageAfterChange, invalidatePagesShowingImageAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { limitUploadSize } from '@hooks/shared/limitUploadSize'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/** Public images: event, speaker, survey and project pictures and organization logos. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'filename', group: menuGroup('content') },
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
    afterChange: [invalidatePagesShowingImageAfterChange],
    afterDelete: [invalidatePagesShowingImageAfterDelete],
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
