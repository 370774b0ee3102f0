import { islandCatalogue } from '@/i18n/IslandMessages'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { type PostSubject } from '@/lib/discussions/postSubject'
import { subjectKey } from '@/lib/discussions/subjectKey'

import { LazyDiscussionThread } from '../ConversationIslands'
import { reportPostTexts } from '../moderation/reportPostTexts'

/**
 * An item's discussion section on its page (event, agenda item, document, project). Members get
 * the thread as an island that loads in its own request (the page itself stays shared and
 * cached, whoever reads it); visitors a sign-in prompt. `returnPath`: the page to come back to.
 */
export async function Discussion({ subject, returnPath, title }: { subject: PostSubject; returnPath: string; title?: string }) {
  const user = await getCurrentUser()
  const t = await getTranslations()
  const language = await requestLanguage()
  const headingId = `discussion-${subject.field}-${subject.id}`
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-discussion={subjectKey(subject)}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title ?? t('discussions.title')}
      </h2>
      {user ? (
        <LazyDiscussionThread
          on={subjectKey(subject)}
          headingId={headingId}
          reportTexts={reportPostTexts(t)}
          loading={
            <p aria-live="polite" className="h-24 animate-pulse rounded-md bg-gray-100 p-4 text-sm text-gray-600">
              {t('discussions.loading')}
            </p>
          }
          catalogue={await islandCatalogue(['discussions', 'discussionFollowing'])}
        />
      ) : (
        <p className="text-sm text-gray-700">
          {t('discussions.signIn')}{' '}
          <a className="font-medium text-brand-700 underline" href={pathIn(language, `/auth?from=${returnPath}`)}>
            {t('discussions.signInLink')}
          </a>
        </p>
      )}
    </section>
  )
}
