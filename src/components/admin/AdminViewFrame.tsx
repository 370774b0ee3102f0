import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * What every custom admin view (/admin/dashboard, /admin/moderation, /admin/operations) draws
 * around its content: Payload's admin layout, the title in the step nav and as the page's
 * heading, inside a `main` with the view's BEM block (`${block}__title` on the heading).
 * The role check stays in each view, before anything is read.
 */
export function AdminViewFrame({
  view,
  title,
  block,
  children,
}: {
  view: AdminViewServerProps
  title: string
  block: string
  children: ReactNode
}) {
  const { initPageResult, params, searchParams, user } = view
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      // A copy: React 19 refuses the frozen original (Payload's own RootPage does the same).
      visibleEntities={{ collections: [...visibleEntities.collections], globals: [...visibleEntities.globals] }}
    >
      <SetStepNav nav={[{ label: title }]} />
      {/* Payload's template has no main landmark; the view's content is the page's main content. */}
      <main>
        <Gutter className={block}>
          <h1 className={`${block}__title`}>{title}</h1>
          {children}
        </Gutter>
      </main>
    </DefaultTemplate>
  )
}
