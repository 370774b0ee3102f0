import { Download } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { DELETION_SUMMARY } from '@/lib/privacy/accountDeletion'

import { DeleteAccountDialog } from './DeleteAccountDialog'

/** Below the profile tabs: download everything stored about you, or delete your account. */
export function PrivacySection({ email }: { email: string }) {
  return (
    <section aria-labelledby="your-data-heading" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      <div className="space-y-3 p-6">
        <h2 id="your-data-heading" className="text-xl font-semibold">
          Your data
        </h2>
        <p className="text-sm text-gray-700">
          Download everything we store about you as a JSON file: your profile and organization, saved events, agenda interests, document
          downloads, project applications and memberships, survey answers, the invitations you sent and the images you uploaded.
        </p>
        <Button asChild variant="secondary">
          {/* A plain link: the browser saves the file the server names. */}
          <a href="/profile/export" download>
            <Icon icon={Download} aria-hidden="true" className="size-4" />
            Download my data
          </a>
        </Button>
      </div>
      <div className="space-y-3 p-6">
        <h3 className="text-lg font-semibold">Delete account</h3>
        <p className="text-sm text-gray-700">This action cannot be undone. {DELETION_SUMMARY}</p>
        <DeleteAccountDialog email={email} />
      </div>
    </section>
  )
}
