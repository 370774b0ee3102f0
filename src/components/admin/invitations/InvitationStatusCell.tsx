import type { DefaultCellComponentProps } from 'payload'

/** Spec 4: a pending invitation past its expiry is shown as expired. */
export const displayedInvitationStatus = (row: { status?: string; expiresAt?: string | null }, now = Date.now()) =>
  row.status === 'pending' && row.expiresAt && new Date(row.expiresAt).getTime() < now ? 'expired' : (row.status ?? 'pending')

export function InvitationStatusCell({ rowData }: Partial<DefaultCellComponentProps>) {
  const status = displayedInvitationStatus((rowData ?? {}) as { status?: string; expiresAt?: string | null })
  return <span className={`invitation-status invitation-status--${status}`}>{status.charAt(0).toUpperCase() + status.slice(1)}</span>
}
