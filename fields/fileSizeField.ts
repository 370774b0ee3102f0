import type { NumberField } from 'payload'

/**
 * Payload's own `filesize` of an upload (merged with this one by name), shown in lists as
 * '690 Bytes' / '1.2 MB' instead of a bare byte count.
 */
export const fileSizeField = (): NumberField => ({
  name: 'filesize',
  label: 'File size',
  type: 'number',
  admin: { components: { Cell: '/src/components/admin/cells/FileSizeCell#FileSizeCell' } },
})
