import type { Metadata } from 'next'
import React from 'react'

import { ActivityPing } from '@/components/site/ActivityPing'
import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { PreviewBar } from '@/components/site/PreviewBar'
import { ReloadIfSignedIn } from '@/components/site/ReloadIfSignedIn'
import { Toaster } from '@/components/ui/toaster'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { previewViewer } from '@/lib/content/previewViewer'
import { siteMetadata } from '@/lib/reach/pageMetadata'
import { siteUrl } from '@/lib/shared/siteUrl'

import { inter } from './fonts'
import './styles.css'

// The site's address comes from SERVER_URL when the server runs, so the metadata is made then.
export const generateMetadata = async (): Promise<Metadata> => siteMetadata(await requestLanguage())

// Every member page depends on the session: rendered per request, never at build time.
export const dynamic = 'force-dynamic'

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser()
  const previewing = await previewViewer(user)
  const language = await requestLanguage()
  const t = await getTranslations()
  return (
    <html lang={language} className={inter.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
        >
          {t('site.skipToContent')}
        </a>
        {previewing ? (
          <PreviewBar serverUrl={siteUrl()} texts={{ preview: t('site.preview'), leavePreview: t('site.leavePreview') }} />
        ) : null}
        <Header user={user} language={language} />
        <div id="content" className="flex-1">
          {children}
        </div>
        <Footer language={language} />
        <Toaster />
        {user ? <ActivityPing /> : <ReloadIfSignedIn />}
      </body>
    </html>
  )
}
