'use client'

import { Button, DefaultListView, useDocumentDrawer, useListDrawerContext } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { ListViewClientProps } from 'payload'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import './speakers.scss'

export type SpeakerCard = {
  id: number
  fullName: string
  firstName: string
  lastName: string
  jobRole: string | null
  company: string | null
  eventTitle: string | null
  imageUrl: string | null
}

const baseClass = 'speaker-cards'
const initialsOf = (card: SpeakerCard) => `${card.firstName.charAt(0)}${card.lastName.charAt(0)}`.toUpperCase() || '?'

/**
 * The stock list view (header, search, filters, pagination) with the speakers as cards. A card
 * opens Payload's edit form in a document drawer (the spec's side sheet); 'Create New' opens the
 * same drawer empty. After a save or delete the page's data is read again.
 */
export function SpeakerCardsList({ cards, ...listProps }: ListViewClientProps & { cards: SpeakerCard[] }) {
  const { t } = useAdminTranslation()
  const { isInDrawer } = useListDrawerContext()
  // Picking a speaker from another form needs the stock table and its select behaviour.
  if (isInDrawer) return <DefaultListView {...listProps} />
  return (
    <DefaultListView
      {...listProps}
      // The header's create link leads to a full page; the sheet's button below replaces it.
      hasCreatePermission={false}
      BeforeListTable={
        <>
          {listProps.BeforeListTable}
          {listProps.hasCreatePermission && <CreateSpeaker />}
        </>
      }
      Table={
        <ul className={baseClass} aria-label={t('custom:speakers:speakers')}>
          {cards.map((card) => (
            <SpeakerCardItem key={card.id} card={card} />
          ))}
        </ul>
      }
    />
  )
}

function useRefreshingDrawer(id?: number) {
  const router = useRouter()
  const [Drawer, Toggler, { closeDrawer, openDrawer }] = useDocumentDrawer({ collectionSlug: 'speakers', id })
  const refresh = () => {
    closeDrawer()
    router.refresh()
  }
  return { Drawer, Toggler, openDrawer, refresh }
}

function CreateSpeaker() {
  const { t } = useAdminTranslation()
  const { Drawer, openDrawer, refresh } = useRefreshingDrawer()
  return (
    <div className={`${baseClass}__create`}>
      <Button buttonStyle="pill" size="small" onClick={openDrawer}>
        {t('general:createNew')}
      </Button>
      {/* The list opens the sheet at edit depth 1, where Payload would go on to the new speaker's page. */}
      <Drawer onSave={refresh} redirectAfterCreate={false} />
    </div>
  )
}

function SpeakerCardItem({ card }: { card: SpeakerCard }) {
  const { t } = useAdminTranslation()
  const { Drawer, Toggler, refresh } = useRefreshingDrawer(card.id)
  const organization = [card.jobRole, card.company].filter(Boolean).join(' · ')
  return (
    <li className={`${baseClass}__item`}>
      <Toggler className={`${baseClass}__card`} aria-label={t('custom:speakers:edit', { name: card.fullName })}>
        {card.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small admin thumbnail from Payload's media URL
          <img className={`${baseClass}__photo`} src={card.imageUrl} alt="" />
        ) : (
          <span className={`${baseClass}__photo ${baseClass}__photo--initials`} aria-hidden="true">
            {initialsOf(card)}
          </span>
        )}
        <span className={`${baseClass}__text`}>
          <span className={`${baseClass}__name`}>{card.fullName}</span>
          {organization && <span className={`${baseClass}__meta`}>{organization}</span>}
          {card.eventTitle && <span className={`${baseClass}__event`}>{card.eventTitle}</span>}
        </span>
      </Toggler>
      <Drawer onSave={refresh} onDelete={refresh} redirectAfterDelete={false} />
    </li>
  )
}
