import { MailX } from 'lucide'
import type { Metadata } from 'next'

import { Icon } from '@/components/ui/icon'
import { readUnsubscribeToken } from '@/lib/notifications/unsubscribeToken'
import { getPayloadClient } from '@/lib/payload'

import { UnsubscribeForm } from './UnsubscribeForm'

export const metadata: Metadata = { title: 'E-mail settings · IT/OT Community', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The target of the unsubscribe link in every reminder and alert. Opening it changes nothing
 * (mail scanners open links); the member confirms with one button, without signing in.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams
  const payload = await getPayloadClient()
  const valid = typeof token === 'string' ? readUnsubscribeToken(payload.secret, token) : null
  const reminders = valid?.topic === 'reminders'
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <section className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <Icon icon={MailX} aria-hidden="true" className="size-8 text-brand-600" />
        {valid ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">
              {reminders ? 'Stop reminder e-mails?' : 'Stop schedule-change e-mails?'}
            </h1>
            <p className="text-gray-700">
              {reminders
                ? 'You will no longer get an e-mail 24 hours before events you saved or 30 minutes before sessions in My Agenda. Your saved events and agenda stay as they are.'
                : 'You will no longer get an e-mail when an event you saved or a session you marked moves, changes room or is cancelled.'}
            </p>
            <UnsubscribeForm token={token as string} label={reminders ? 'Turn off reminder e-mails' : 'Turn off schedule-change e-mails'} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">This link is not valid</h1>
            <p className="text-gray-700">
              The unsubscribe link is incomplete or was changed. Sign in and choose which e-mails you get on{' '}
              <a href="/profile" className="font-medium text-brand-600 hover:underline">
                your profile
              </a>
              .
            </p>
          </>
        )}
      </section>
    </main>
  )
}
