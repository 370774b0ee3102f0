'use client'

import { Button, ConfirmationModal, toast, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { type AdminT, valueLabel } from '@/i18n/admin/adminTranslator'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import { formatAdminDay } from '@/lib/admin/adminFormat'
import { PROJECT_MEMBER_ROLES } from '@/lib/shared/enums'

import { relationId } from '../../../lib/shared/ids/relationId'
import { restRequest } from '../restRequest'

type Person = { id: number; firstName?: string | null; lastName?: string | null; email?: string }
type Member = { id: number; role: 'owner' | 'contributor'; user: Person | number; createdAt: string }

const MIN_SEARCH = 2
const MAX_RESULTS = 10
const REMOVE_MODAL = 'remove-project-member'
const nameOfPerson = (person: Person, t: AdminT) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || t('custom:projects:noName')

/**
 * Spec 2 and 5: while a project is edited, admins add members found by first or last name
 * (from 2 characters, at most 10 results) as owner or contributor, change roles inline and
 * remove members. The unique (project, user) index refuses duplicates on the server too.
 */
export function ProjectMemberManager() {
  const { t } = useAdminTranslation()
  const nameOf = (person: Person) => nameOfPerson(person, t)
  const { id: projectId } = useDocumentInfo()
  const { openModal } = useModal()
  const [members, setMembers] = useState<Member[]>([])
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Person[]>([])
  const [selected, setSelected] = useState<Person | null>(null)
  const [role, setRole] = useState<Member['role']>('contributor')
  const [removing, setRemoving] = useState<Member | null>(null)
  const [busy, setBusy] = useState(false)
  // Contributor first: the role a new member gets unless chosen otherwise.
  const roleOptions = [...PROJECT_MEMBER_ROLES].reverse().map((value) => (
    <option key={value} value={value}>
      {valueLabel(t, value)}
    </option>
  ))

  const loadMembers = useCallback(async () => {
    if (!projectId) return
    try {
      const { docs } = await restRequest<{ docs: Member[] }>(
        `/api/project-members?where[project][equals]=${projectId}&sort=-createdAt&limit=100&depth=1`,
      )
      setMembers(docs)
    } catch {
      toast.error(t('custom:projects:loadFailed'))
    }
  }, [projectId, t])
  // eslint-disable-next-line react-hooks/set-state-in-effect -- loads once per project; state is set when the request answers
  useEffect(() => void loadMembers(), [loadMembers])

  // Results only while a search is running: derived, so they vanish without a state update.
  const searching = query.trim().length >= MIN_SEARCH && !(selected && nameOf(selected) === query)
  const shownResults = searching ? results : []
  useEffect(() => {
    const term = query.trim()
    if (!searching) return
    const timer = setTimeout(async () => {
      const q = encodeURIComponent(term)
      try {
        const { docs } = await restRequest<{ docs: Person[] }>(
          `/api/users?where[or][0][firstName][like]=${q}&where[or][1][lastName][like]=${q}&limit=${MAX_RESULTS}&depth=0&sort=firstName` +
            '&select[firstName]=true&select[lastName]=true&select[email]=true',
        )
        setResults(docs)
      } catch {
        toast.error(t('custom:projects:searchFailed'))
      }
    }, 250)
    return () => clearTimeout(timer)
  }, [query, searching, t])

  if (!projectId) return <p className="project-members__hint">{t('custom:projects:saveFirst')}</p>

  async function addMember() {
    if (!selected) return
    if (members.some((member) => relationId(member.user) === selected.id)) {
      return toast.error(t('custom:projects:alreadyMember'))
    }
    setBusy(true)
    try {
      await restRequest('/api/project-members', { method: 'POST', body: { project: projectId, user: selected.id, role } })
      toast.success(t('custom:projects:memberAdded'))
      setSelected(null)
      setQuery('')
      await loadMembers()
    } catch (error) {
      toast.error(
        /duplicate|unique|already/i.test((error as Error).message) ? t('custom:projects:alreadyMember') : t('custom:projects:addFailed'),
      )
    } finally {
      setBusy(false)
    }
  }

  async function changeRole(member: Member, next: Member['role']) {
    try {
      await restRequest(`/api/project-members/${member.id}`, { method: 'PATCH', body: { role: next } })
      toast.success(t('custom:projects:roleUpdated'))
      await loadMembers()
    } catch {
      toast.error(t('custom:projects:roleFailed'))
    }
  }

  async function removeMember() {
    if (!removing) return
    try {
      await restRequest(`/api/project-members/${removing.id}`, { method: 'DELETE' })
      toast.success(t('custom:projects:memberRemoved'))
      await loadMembers()
    } catch {
      toast.error(t('custom:projects:removeFailed'))
    } finally {
      setRemoving(null)
    }
  }

  return (
    <section className="project-members" aria-labelledby="project-members-heading">
      <h3 id="project-members-heading">{t('custom:projects:heading')}</h3>
      <div className="project-members__add">
        <div className="project-members__search">
          <label htmlFor="project-member-search">{t('custom:projects:search')}</label>
          <input
            id="project-member-search"
            type="search"
            autoComplete="off"
            value={query}
            placeholder={t('custom:projects:searchHint', { n: MIN_SEARCH })}
            onChange={(event) => {
              setQuery(event.target.value)
              setSelected(null)
            }}
          />
          {shownResults.length > 0 ? (
            <ul className="project-members__results" aria-label={t('custom:projects:matchingUsers')}>
              {shownResults.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setSelected(person)
                      setQuery(nameOf(person))
                      setResults([])
                    }}
                  >
                    {nameOf(person)} <span>{person.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <label htmlFor="project-member-role">{t('custom:projects:role')}</label>
          <select id="project-member-role" value={role} onChange={(event) => setRole(event.target.value as Member['role'])}>
            {roleOptions}
          </select>
        </div>
        <Button buttonStyle="primary" size="medium" margin={false} disabled={!selected || busy} onClick={addMember}>
          {t('custom:projects:addMember')}
        </Button>
      </div>
      {members.length === 0 ? (
        <p className="project-members__hint">{t('custom:projects:noMembers')}</p>
      ) : (
        <table className="project-members__table">
          <thead>
            <tr>
              <th scope="col">{t('custom:projects:member')}</th>
              <th scope="col">{t('custom:projects:role')}</th>
              <th scope="col">{t('custom:projects:added')}</th>
              <th scope="col">
                <span className="sr-only">{t('custom:projects:actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const person = typeof member.user === 'object' ? member.user : { id: member.user }
              return (
                <tr key={member.id}>
                  <td>{nameOf(person)}</td>
                  <td>
                    <select
                      aria-label={t('custom:projects:roleOf', { name: nameOf(person) })}
                      value={member.role}
                      onChange={(event) => changeRole(member, event.target.value as Member['role'])}
                    >
                      {roleOptions}
                    </select>
                  </td>
                  <td>{formatAdminDay(member.createdAt)}</td>
                  <td>
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      margin={false}
                      onClick={() => {
                        setRemoving(member)
                        openModal(REMOVE_MODAL)
                      }}
                    >
                      {t('custom:projects:remove')}
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <ConfirmationModal
        modalSlug={REMOVE_MODAL}
        heading={t('custom:projects:removeHeading')}
        body={
          removing
            ? t('custom:projects:removeQuestion', {
                name: nameOf(typeof removing.user === 'object' ? removing.user : { id: removing.user }),
              })
            : ''
        }
        confirmLabel={t('custom:projects:remove')}
        onConfirm={removeMember}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
