'use client'

import { Button, useConfig, useDocumentInfo, useEditDepth } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'

/**
 * A secondary link among a saved document's edit controls (`beforeDocumentControls`), to an
 * admin path made from the document's id. Only on the edit page itself: not before the first
 * save, nor in a drawer opened from another form.
 */
export function DocumentControlLink({
  path,
  newTab,
  children,
}: {
  path: (id: number | string) => `/${string}`
  newTab?: boolean
  children: ReactNode
}) {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const depth = useEditDepth()
  if (!id || depth > 1) return null
  return (
    <Button
      buttonStyle="secondary"
      el="link"
      margin={false}
      size="medium"
      newTab={newTab}
      url={formatAdminURL({ adminRoute: config.routes.admin, path: path(id) })}
    >
      {children}
    </Button>
  )
}
