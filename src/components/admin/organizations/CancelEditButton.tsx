'use client'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { DocumentControlLink } from '../forms/DocumentControlLink'

/**
 * Spec 2 and 4: in edit mode, 'Cancel Edit' returns to create mode (the empty create form),
 * dropping the changes. It is a link, so Payload's leave-without-saving dialog asks first when
 * the form has unsaved changes.
 */
export function CancelEditButton() {
  const { t } = useAdminTranslation()
  return <DocumentControlLink path={() => '/collections/organizations/create'}>{t('custom:organizations:cancelEdit')}</DocumentControlLink>
}
