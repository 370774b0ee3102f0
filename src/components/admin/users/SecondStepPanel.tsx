import type { UIFieldServerProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'
import { readSecondFactor } from '@/lib/accounts/secondFactor/secondFactorState'
import { hasAdminRole, hasSuperAdminRole } from '@access/roles'

import { AdminDate } from './AdminDate'
import { ResetSecondStepButton } from './ResetSecondStepButton'
import type { User } from '../../../payload-types'

/**
 * The user's second step in the edit view's sidebar (the `secondStep` ui field): how many
 * passkeys, whether an authenticator app and how many recovery codes are left; a super admin
 * resets another account's (issue 23, item 5). Nothing of the secrets is read into the page.
 */
export async function SecondStepPanel({ id, payload, req, data }: UIFieldServerProps) {
  const viewer = req.user as User | null
  if (id === undefined || id === null || !viewer || !hasAdminRole(viewer)) return null
  const t = adminTranslator(req.i18n)
  const state = await readSecondFactor(payload, Number(id))
  const codesLeft = state.recoveryCodes.filter((code) => !code.usedAt).length
  const name = [data?.firstName, data?.lastName].filter(Boolean).join(' ') || String(data?.email ?? id)
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t('custom:users:secondStepHeading')}</h3>
      {state.passkeys || state.totpSecret ? (
        <ul style={{ margin: '0 0 calc(var(--base) / 2)', paddingLeft: '1.2em' }}>
          <li>{t('custom:users:secondStepPasskeys', { count: state.passkeys })}</li>
          <li>
            {state.totpEnabledAt ? (
              <>
                {t('custom:users:secondStepApp')} <AdminDate value={state.totpEnabledAt} />
              </>
            ) : (
              t('custom:users:secondStepNoApp')
            )}
          </li>
          <li>{t('custom:users:secondStepCodes', { count: codesLeft })}</li>
        </ul>
      ) : (
        <p>{t('custom:users:secondStepNone')}</p>
      )}
      {hasSuperAdminRole(viewer) && Number(id) !== viewer.id && (state.passkeys || state.totpSecret) ? (
        <ResetSecondStepButton userId={Number(id)} name={name} />
      ) : null}
    </div>
  )
}
