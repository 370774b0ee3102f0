import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'
import { requireCompleteProfile } from '@/lib/auth/requireCompleteProfile'
import { isOpen } from '@/lib/invitations/openInvitation'
import { getPayloadClient } from '@/lib/payload'
import type { Invitation } from '@/payload-types'

import { InviteForm } from './InviteForm'

export const metadata: Metadata = { title: 'Invite experts · IT/OT Community' }

const PAGE_SIZE = 50

/** Accepted (green), Expired (a pending or sent one past its expiry), otherwise Pending. */
function statusOf(invitation: Invitation) {
  if (invitation.status === 'accepted') return { label: 'Accepted', className: 'bg-green-100 text-green-800' }
  if (invitation.status === 'expired' || !isOpen(invitation)) return { label: 'Expired', className: 'bg-gray-100 text-gray-700' }
  return { label: 'Pending', className: 'bg-amber-50 text-amber-800' }
}

export default async function InvitationsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requireCompleteProfile()
  if (!user) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg">Please sign in to manage invitations</p>
      </main>
    )
  }
  const page = Math.max(1, Number((await searchParams).page) || 1)
  const payload = await getPayloadClient()
  const invitations = await payload.find({
    collection: 'invitations',
    where: { invitedBy: { equals: user.id } },
    sort: '-createdAt',
    limit: PAGE_SIZE,
    page,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Invite experts</h1>
        <p className="mt-2 text-gray-700">Know someone whose expertise the community needs? Send them an invitation by e-mail.</p>
      </div>
      <Card>
        <InviteForm />
      </Card>
      <section aria-labelledby="sent-heading" className="space-y-3">
        <h2 id="sent-heading" className="text-lg font-semibold">
          Your invitations ({invitations.totalDocs})
        </h2>
        {invitations.totalDocs === 0 ? (
          <p className="text-gray-700">You have not invited anyone yet.</p>
        ) : (
          <ul aria-labelledby="sent-heading" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {invitations.docs.map((invitation) => {
              const status = statusOf(invitation)
              return (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <div>
                    <p className="font-medium break-all">{invitation.email}</p>
                    <p className="text-sm text-gray-600">
                      Invited{' '}
                      {new Date(invitation.invitedAt ?? invitation.createdAt).toLocaleDateString('en-US', {
                        dateStyle: 'long',
                        timeZone: 'Europe/Berlin',
                      })}
                    </p>
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>{status.label}</span>
                </li>
              )
            })}
          </ul>
        )}
        {invitations.totalPages > 1 ? (
          <nav aria-label="Invitation pages" className="flex gap-4 text-sm">
            {invitations.hasPrevPage ? (
              <a href={`?page=${page - 1}`} className="text-brand-600 hover:underline">
                Previous
              </a>
            ) : null}
            {invitations.hasNextPage ? (
              <a href={`?page=${page + 1}`} className="text-brand-600 hover:underline">
                Next
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </main>
  )
}
