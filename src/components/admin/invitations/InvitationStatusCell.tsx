import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator, valueLabel } from '@/i18n/admin/adminTranslator'

/** Spec 4: a pending invitation past its expiry is shown as expired. */
export const displayedInvitationStatus = (row: { status?: string; expiresAt?: string | null }, now = Date.now()) =>
  row.status === 'pending' && row.expiresAt && new Date(row.expiresAt).getTime() < now ? 'expired' : (row.status ?? 'pending')

export function InvitationStatusCell({ i18n, rowData }: Partial<DefaultServerCellComponentProps>) {
  const status = displayedInvitationStatus((rowData ?? {}) as { status?: string; expiresAt?: string | null })
  return <span className={`invitation-status invitation-status--${status}`}>{valueLabel(adminTranslator(i18n), status)}</span>
}
