'use client'

import { Button, useConfig, useDocumentInfo, useEditDepth } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

/**
 * Spec 2 and 4: in edit mode, 'Cancel Edit' returns to create mode (the empty create form),
 * dropping the changes. It is a link, so Payload's leave-without-saving dialog asks first when
 * the form has unsaved changes.
 */
export function CancelEditButton() {
  const { t } = useAdminTranslation()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  // Only on the edit page itself, not in a drawer opened from another form.
  const depth = useEditDepth()
  if (!id || depth > 1) return null
  return (
    <Button
      buttonStyle="secondary"
      el="link"
      margin={false}
      size="medium"
      url={formatAdminURL({ adminRoute: config.routes.admin, path: '/collections/organizations/create' })}
    >
      {t('custom:organizations:cancelEdit')}
    </Button>
  )
}
