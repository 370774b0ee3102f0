/**
 * TLP labels (issue 23, item 1): one published document per level, owned by the member's
 * organization; AMBER shared with the other member's organization, RED with the other member
 * alone; each for industry organizations, so the actors' organizations are its audience. Projects
 * likewise, each with one TLP:CLEAR file, and one file per level on a TLP:CLEAR project. Every read
 * path × level × actor: REST and GraphQL here (the in-process matrix), the pages, search,
 * downloads, feed, inbox and digest over HTTP (tests/e2e/authorization/authorizationMatrix.e2e.ts).
 */
import { type MatrixActor, type MatrixRow, type Outcome, type Row, allowed, denied } from './cells'
import { type MatrixContext, graphql, judge, judgeGraphql, organizationOf } from './context'

export const TLP_LEVELS = ['clear', 'green', 'amber', 'amber-strict', 'red'] as const
export type TlpLevel = (typeof TLP_LEVELS)[number]

/** Who reads each level: the member's organization owns them; the other member is named on AMBER (their organization) and RED. */
// The member's organization admin is of the owning organization too: AMBER+STRICT, not RED (not named).
// The claimant (issue 43, item 1) claims the owning organization with a pending request: members' levels only.
export const TLP_READ: Record<TlpLevel, string> = {
  clear: '+++++++',
  green: '-++++++',
  amber: '-+++++-',
  'amber-strict': '-+-+++-',
  red: '--+-++-',
}
export const only = (levels: TlpLevel[], rules: string) =>
  Object.fromEntries(TLP_LEVELS.map((level) => [level, levels.includes(level) ? rules : '-------'])) as Record<TlpLevel, string>
/** Project files are for members: a visitor reads none, whatever the label. */
export const membersOnly = (rules: Record<TlpLevel, string>) =>
  Object.fromEntries(TLP_LEVELS.map((level) => [level, `-${rules[level].slice(1)}`])) as Record<TlpLevel, string>
const label = (level: TlpLevel) => `TLP:${level.toUpperCase().replace('-', '+')}`

/** The labelled rows, made once per level when a cell first asks for them. */
export function tlpFixtures({ api, actors, storeRow, tag }: MatrixContext) {
  const once = <T>() => {
    const made = new Map<TlpLevel, Promise<T>>()
    return (level: TlpLevel, make: () => Promise<T>) => {
      if (!made.has(level)) made.set(level, make())
      return made.get(level)!
    }
  }
  const letters = tag.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
  const documents = once<Row & { title: string; word: string; filename: string }>()
  const projects = once<Row & { title: string; word: string; file: Row }>()
  const files = once<Row & { title: string; project: Row; filename: string }>()
  const sharing = (level: TlpLevel) => ({
    organizations: level === 'amber' ? [organizationOf(actors.otherMember)] : [],
    people: level === 'red' ? [actors.otherMember.user!.id] : [],
  })
  const document = (level: TlpLevel) =>
    documents(level, async () => {
      const word = `tlp${level.replace('-', '')}${letters}`
      const title = `Labelled ${word} playbook`
      const row = await storeRow(
        'documents',
        {
          title,
          company: 'Member Works',
          documentType: 'Playbook',
          tlp: level,
          owningOrganization: organizationOf(actors.member),
          sharedWithOrganizations: sharing(level).organizations,
          sharedWithPeople: sharing(level).people,
          organizationTypes: ['industry'],
        },
        'pdf',
      )
      return { ...row, title, word, filename: (await api.find('documents', row.id))!.filename as string }
    })
  const project = (level: TlpLevel) =>
    projects(level, async () => {
      const word = `tlpproject${level.replace('-', '')}${letters}`
      const title = `Labelled ${word} project`
      const row = await storeRow('projects', {
        title,
        type: 'Research',
        startDate: '2031-01-01T00:00:00.000Z',
        owner: actors.member.user!.id,
        tlp: level,
        sharedWithOrganizations: sharing(level).organizations,
        sharedWithPeople: sharing(level).people,
      })
      const file = await storeRow('project-documents', { project: row.id, title: `Clear file of ${word}` }, 'pdf')
      return { ...row, title, word, file }
    })
  const projectFile = (level: TlpLevel) =>
    files(level, async () => {
      const clearProject = await project('clear')
      const title = `Labelled ${level} file ${tag}`
      const row = await storeRow(
        'project-documents',
        {
          project: clearProject.id,
          title,
          tlp: level,
          owningOrganization: organizationOf(actors.member),
          sharedOrganizations: sharing(level).organizations,
          sharedPeople: sharing(level).people,
        },
        'pdf',
      )
      return { ...row, title, project: clearProject, filename: (await api.find('project-documents', row.id))!.filename as string }
    })
  return { document, project, projectFile }
}
export type TlpFixtures = ReturnType<typeof tlpFixtures>
type Labelled<K extends keyof TlpFixtures> = Awaited<ReturnType<TlpFixtures[K]>>

/** A read path of one kind of labelled row, tried at every level. */
export type TlpPath<T> = {
  operation: string
  rules: Record<TlpLevel, string>
  attempt: (actor: MatrixActor, row: T, level: TlpLevel) => Promise<Outcome>
}

/** The paths' rows in the order the document lists them: path by path, each at every level. */
export function tlpRows<T>(subject: string, fixture: (level: TlpLevel) => Promise<T>, paths: TlpPath<T>[]): MatrixRow[] {
  return paths.flatMap((path) =>
    TLP_LEVELS.map((level): MatrixRow => ({
      surface: 'TLP labels',
      subject: `${subject} (${label(level)})`,
      operation: path.operation,
      rules: path.rules[level],
      attempt: async (actor) => path.attempt(actor, await fixture(level), level),
    })),
  )
}

/** A list through REST that holds the row or hides it. */
const listed = (slug: string) => async (actor: MatrixActor, row: Row) => {
  const response = await actor.request.get(`/api/${slug}?where[id][equals]=${row.id}&depth=0`)
  if (response.status() !== 200) return judge(response.status(), 200, 'find', () => response.text())
  return ((await response.json()).docs as Row[]).some((doc) => doc.id === row.id) ? allowed(200) : denied(200, 'not in the list')
}
const byId = (slug: string) => async (actor: MatrixActor, row: Row) => {
  const response = await actor.request.get(`/api/${slug}/${row.id}?depth=0`)
  return judge(response.status(), 200, 'findByID', () => response.text())
}
/** A GraphQL list and the same row by id, which must agree. */
const graphqlBoth = (many: string, one: string) => async (actor: MatrixActor, row: Row) => {
  const answer = await graphql(
    actor,
    `query { ${many}(where: { id: { equals: ${row.id} } }) { docs { id } } ${one}(id: ${row.id}) { id } }`,
  )
  const inList = (answer.data?.[many] as { docs?: Row[] } | null)?.docs?.some((doc) => doc.id === row.id) ?? false
  const found = (answer.data?.[one] as Row | null)?.id === row.id
  if (inList !== found) throw new Error(`GraphQL: listed ${inList}, by id ${found}`)
  return inList ? allowed(answer.status) : denied(answer.status, 'not found')
}

/** The API's TLP paths: REST and GraphQL reads of documents, projects and project files, and applying to a project. */
export function tlpApiRows(fixtures: TlpFixtures): MatrixRow[] {
  return [
    ...tlpRows<Labelled<'document'>>('documents', fixtures.document, [
      { operation: 'GET /api/documents (a list)', rules: TLP_READ, attempt: listed('documents') },
      { operation: 'GET /api/documents/{id}', rules: TLP_READ, attempt: byId('documents') },
      { operation: 'GraphQL Documents and Document', rules: TLP_READ, attempt: graphqlBoth('Documents', 'Document') },
    ]),
    ...tlpRows<Labelled<'project'>>('projects', fixtures.project, [
      { operation: 'GET /api/projects (a list)', rules: TLP_READ, attempt: listed('projects') },
      { operation: 'GET /api/projects/{id}', rules: TLP_READ, attempt: byId('projects') },
      { operation: 'GraphQL Projects and Project', rules: TLP_READ, attempt: graphqlBoth('Projects', 'Project') },
      {
        operation: 'POST /api/project-applications (applying)',
        rules: membersOnly(TLP_READ),
        attempt: async ({ request }, project) => {
          const response = await request.post('/api/project-applications', { data: { project: project.id, message: 'Count me in' } })
          // A project one may not read is no valid choice (400), as for a missing one.
          if (response.status() === 400) return denied(400, 'not a project they may read')
          return judge(response.status(), 201, 'apply', () => response.text())
        },
      },
    ]),
    ...tlpRows<Labelled<'projectFile'>>('project-documents', fixtures.projectFile, [
      { operation: 'GET /api/project-documents/{id}', rules: membersOnly(TLP_READ), attempt: byId('project-documents') },
      {
        operation: 'GraphQL ProjectDocuments',
        rules: membersOnly(TLP_READ),
        attempt: async (actor, file) =>
          judgeGraphql(
            await graphql(actor, `query { ProjectDocuments(where: { id: { equals: ${file.id} } }) { docs { id } } }`),
            'ProjectDocuments',
            (value) => ((value as { docs?: Row[] }).docs ?? []).some((row) => row.id === file.id),
          ),
      },
    ]),
  ]
}
