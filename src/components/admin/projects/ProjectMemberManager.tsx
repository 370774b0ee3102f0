'use client'

import { Button, ConfirmationModal, toast, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { relationId } from '../../../lib/ids/relationId'
import { restRequest } from '../restRequest'

type Person = { id: number; firstName?: string | null; lastName?: string | null; email?: string }
type Member = { id: number; role: 'owner' | 'contributor'; user: Person | number; createdAt: string }

const MIN_SEARCH = 2
const MAX_RESULTS = 10
const REMOVE_MODAL = 'remove-project-member'
const nameOf = (person: Person) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || 'No Name'

/**
 * Spec 2 and 5: while a project is edited, admins add members found by first or last name
 * (from 2 characters, at most 10 results) as owner or contributor, change roles inline and
 * remove members. The unique (project, user) index refuses duplicates on the server too.
 */
export function ProjectMemberManager() {
  const { id: projectId } = useDocumentInfo()
  const { openModal } = useModal()
  const [members, setMembers] = useState<Member[]>([])
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Person[]>([])
  const [selected, setSelected] = useState<Person | null>(null)
  const [role, setRole] = useState<Member['role']>('contributor')
  const [removing, setRemoving] = useState<Member | null>(null)
  const [busy, setBusy] = useState(false)

  const loadMembers = useCallback(async () => {
    if (!projectId) return
    try {
      const { docs } = await restRequest<{ docs: Member[] }>(
        `/api/project-members?where[project][equals]=${projectId}&sort=-createdAt&limit=100&depth=1`,
      )
      setMembers(docs)
    } catch {
      toast.error('Failed to fetch project members')
    }
  }, [projectId])
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
        toast.error('Failed to search users')
      }
    }, 250)
    return () => clearTimeout(timer)
  }, [query, searching])

  if (!projectId) return <p className="project-members__hint">Save the project first to add members.</p>

  async function addMember() {
    if (!selected) return
    if (members.some((member) => relationId(member.user) === selected.id)) {
      return toast.error('User is already a member of this project')
    }
    setBusy(true)
    try {
      await restRequest('/api/project-members', { method: 'POST', body: { project: projectId, user: selected.id, role } })
      toast.success('Member added successfully')
      setSelected(null)
      setQuery('')
      await loadMembers()
    } catch (error) {
      toast.error(
        /duplicate|unique|already/i.test((error as Error).message) ? 'User is already a member of this project' : 'Failed to add member',
      )
    } finally {
      setBusy(false)
    }
  }

  async function changeRole(member: Member, next: Member['role']) {
    try {
      await restRequest(`/api/project-members/${member.id}`, { method: 'PATCH', body: { role: next } })
      toast.success('Member role updated successfully')
      await loadMembers()
    } catch {
      toast.error('Failed to update member role')
    }
  }

  async function removeMember() {
    if (!removing) return
    try {
      await restRequest(`/api/project-members/${removing.id}`, { method: 'DELETE' })
      toast.success('Member removed successfully')
      await loadMembers()
    } catch {
      toast.error('Failed to remove member')
    } finally {
      setRemoving(null)
    }
  }

  return (
    <section className="project-members" aria-labelledby="project-members-heading">
      <h3 id="project-members-heading">Project members</h3>
      <div className="project-members__add">
        <div className="project-members__search">
          <label htmlFor="project-member-search">Search users by first or last name</label>
          <input
            id="project-member-search"
            type="search"
            autoComplete="off"
            value={query}
            placeholder="At least 2 characters"
            onChange={(event) => {
              setQuery(event.target.value)
              setSelected(null)
            }}
          />
          {shownResults.length > 0 ? (
            <ul className="project-members__results" aria-label="Matching users">
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
          <label htmlFor="project-member-role">Role</label>
          <select id="project-member-role" value={role} onChange={(event) => setRole(event.target.value as Member['role'])}>
            <option value="contributor">Contributor</option>
            <option value="owner">Owner</option>
          </select>
        </div>
        <Button buttonStyle="primary" size="medium" margin={false} disabled={!selected || busy} onClick={addMember}>
          Add member
        </Button>
      </div>
      {members.length === 0 ? (
        <p className="project-members__hint">No members yet.</p>
      ) : (
        <table className="project-members__table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
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
                      aria-label={`Role of ${nameOf(person)}`}
                      value={member.role}
                      onChange={(event) => changeRole(member, event.target.value as Member['role'])}
                    >
                      <option value="contributor">Contributor</option>
                      <option value="owner">Owner</option>
                    </select>
                  </td>
                  <td>{new Date(member.createdAt).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })}</td>
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
                      Remove
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
        heading="Remove member"
        body={
          removing ? `Remove ${nameOf(typeof removing.user === 'object' ? removing.user : { id: removing.user })} from this project?` : ''
        }
        confirmLabel="Remove"
        onConfirm={removeMember}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
