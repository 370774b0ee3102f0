import Link from 'next/link'
import type { DefaultServerCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { adminTranslator } from '@/i18n/admin/adminTranslator'

import { fullNameOf } from '../users/userName'
import '../users/users.scss'
import './applications.scss'

type ApplicationRow = {
  id?: number | string
  applicantFirstName?: string | null
  applicantLastName?: string | null
  applicantEmail?: string | null
}

/**
 * Applicant column (spec 3: the applicant's profile): name and e-mail from the row's virtual
 * fields, which Payload fills for the whole page in one batched read. The name opens the
 * application, as the first column of a list does.
 */
export function ApplicantCell({ i18n, payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const row = (rowData ?? {}) as ApplicationRow
  const name =
    fullNameOf({ firstName: row.applicantFirstName, lastName: row.applicantLastName }) || adminTranslator(i18n)('custom:users:noName')
  const adminRoute = payload?.config.routes.admin ?? '/admin'
  return (
    <div className="users-cell">
      {row.id === undefined ? (
        <span>{name}</span>
      ) : (
        <Link
          className="users-cell__link"
          href={formatAdminURL({ adminRoute, path: `/collections/project-applications/${encodeURIComponent(String(row.id))}` })}
        >
          {name}
        </Link>
      )}
      {row.applicantEmail ? <span className="users-cell__meta">{row.applicantEmail}</span> : null}
    </div>
  )
}
