import { ORGANIZATION_HAS_MEMBERS } from '@/lib/organizations/organizationMessages'

/** A refusal: the server's own message when it sent one, else its status (none when the request itself failed). */
export type DeleteResult = { ok: true } | { ok: false; hasMembers: boolean; message?: string; status?: number }

/**
 * Deletes one organization through Payload's REST API (its access and hooks decide). The
 * server's refusal for an organization with members (409, hooks/organizations/refuseDeleteWhileMembers.ts)
 * is told apart from other failures, as the spec's catalogue titles it differently.
 */
export async function deleteOrganization(id: number | string): Promise<DeleteResult> {
  try {
    const response = await fetch(`/api/organizations/${encodeURIComponent(String(id))}`, { method: 'DELETE', credentials: 'include' })
    if (response.ok) return { ok: true }
    const json = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[]; message?: string }
    const message = json.errors?.[0]?.message ?? json.message
    return {
      ok: false,
      hasMembers: response.status === 409 || (message?.includes(ORGANIZATION_HAS_MEMBERS) ?? false),
      message,
      status: response.status,
    }
  } catch {
    return { ok: false, hasMembers: false }
  }
}
