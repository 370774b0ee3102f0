import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { AskToJoinForm } from './AskToJoinForm'
import { WithdrawMembershipButton } from './WithdrawMembershipButton'

/**
 * Issue 43, item 1: the organization the member says they work for, a request that waits for its
 * admins (with its withdrawal), and, without a membership, the way to ask to join (again).
 */
export function MembershipSection({
  language,
  affiliation,
  pendingRequest,
  canAskToJoin,
}: {
  language: Language
  affiliation: string | null
  pendingRequest: { id: number; organization: string } | null
  canAskToJoin: boolean
}) {
  const t = translatorFor(language)
  return (
    <section aria-labelledby="membership" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-6">
      <h2 id="membership" className="text-xl font-semibold">
        {t('profile.membership.heading')}
      </h2>
      {affiliation ? <p className="text-sm text-gray-800">{t('profile.membership.affiliation', { organization: affiliation })}</p> : null}
      {pendingRequest ? (
        <>
          <p className="text-sm text-gray-800" data-testid="membership-pending">
            {t('profile.membership.pending', { organization: pendingRequest.organization })}
          </p>
          <WithdrawMembershipButton requestId={pendingRequest.id} />
        </>
      ) : null}
      {/* Members of an organization are moved only by admins (docs/decisions.md). */}
      {canAskToJoin ? <AskToJoinForm /> : null}
    </section>
  )
}
