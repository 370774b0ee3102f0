import { relationId } from '@/lib/shared/ids/relationId'

import { type Doc, type Seed, addGerman, DAY, matching, slug, titled } from './context'
import { buildPdf, uploadFile } from './files'
import { banner } from './media'
import type { DemoMembers } from './members'
import { richText } from './richText'

// Projects in all three states; `start` is days from the day of seeding, `color` the banner's,
// `de` the German title.
const projectRows = [
  {
    title: 'Open PLC Security Baseline',
    audience: { sectors: ['manufacturing', 'chemical-petrochemical'], organizationTypes: ['vendor', 'industry'], interests: [] },
    de: 'Offene Security-Baseline für SPS',
    state: 'call_for_participation',
    type: 'Open Source Code',
    start: 20 * DAY,
    color: '#1d4ed8',
  },
  {
    title: 'OT Incident Response Playbook',
    audience: {
      sectors: ['energy-utilities', 'water-treatment', 'chemical-petrochemical'],
      organizationTypes: [],
      interests: ['Use Cases'],
    },
    de: 'OT-Incident-Response-Playbook',
    state: 'call_for_participation',
    type: 'Research',
    start: 35 * DAY,
    color: '#0369a1',
  },
  {
    title: 'Digital Substation Reference Architecture',
    de: 'Referenzarchitektur für das digitale Umspannwerk',
    state: 'running',
    type: 'Development',
    start: -90 * DAY,
    color: '#047857',
  },
  {
    title: 'IT/OT Skills Curriculum',
    audience: { sectors: [], organizationTypes: ['academia'], interests: ['Education'] },
    de: 'Curriculum IT/OT-Kompetenzen',
    state: 'running',
    type: 'Education',
    start: -40 * DAY,
    color: '#15803d',
  },
  {
    title: 'Legacy Modbus Inventory Study',
    de: 'Studie zur Inventarisierung von Modbus-Altanlagen',
    state: 'closed',
    type: 'Research',
    start: -400 * DAY,
    color: '#4b5563',
  },
]

/** A project's description in English, from its title. */
const englishDescription = (title: string) =>
  richText(
    `${title}: a community project where members from operators, vendors and research work on shared, openly published results.`,
    { heading: 'How to take part' },
    { items: ['Apply with a short note on what you bring', 'Join the fortnightly call', 'Share findings in the project documents'] },
  )

/** The same description in German, from the German title. */
const germanDescription = (title: string) =>
  richText(
    `${title}: ein Community-Projekt, in dem Mitglieder aus Betreiberunternehmen, von Herstellern und aus der Forschung gemeinsam an offen veröffentlichten Ergebnissen arbeiten.`,
    { heading: 'So machen Sie mit' },
    {
      items: [
        'Bewerben Sie sich mit ein paar Zeilen dazu, was Sie einbringen',
        'Nehmen Sie an der vierzehntägigen Videokonferenz teil',
        'Teilen Sie Ihre Erkenntnisse in den Projektdokumenten',
      ],
    },
  )

/**
 * The projects, each with two documents and the admin as owner; running and closed ones have
 * a contributor too. Then applications in every status.
 */
export async function seedProjects(seed: Seed, { member, admin, others }: DemoMembers): Promise<void> {
  const projects: Doc[] = []
  for (const [index, row] of projectRows.entries()) {
    const image = await banner(seed, row.title, row.color, '#f59e0b')
    const project = await seed.ensure('projects', matching({ title: row.title }), {
      title: row.title,
      state: row.state,
      type: row.type,
      startDate: seed.at(row.start),
      description: englishDescription(row.title),
      image: image.id,
      owner: admin.id,
      ...('audience' in row ? row.audience : {}),
    })
    await addGerman(seed, 'projects', project, { title: row.de, description: germanDescription(row.de) })
    projects.push(project)
    for (const part of ['Charter', 'Work plan']) {
      const title = `${row.title} – ${part}`
      const file = uploadFile(`${slug(title)}.pdf`, buildPdf(title, [`${part} of the project.`, 'Demo content.']), 'application/pdf')
      await seed.ensure('project-documents', matching({ title }), { project: project.id, title }, { file })
    }
    const owner = { project: project.id, user: admin.id }
    await seed.ensure('project-members', matching(owner), { ...owner, role: 'owner', addedBy: admin.id })
    if (row.state !== 'call_for_participation') {
      const contributor = { project: project.id, user: others[index % others.length]!.id }
      await seed.ensure('project-members', matching(contributor), { ...contributor, role: 'contributor', addedBy: admin.id })
    }
  }

  // Claire co-owns the incident response project: she adds files to it and labels them. Its
  // tabletop findings are AMBER+STRICT, for her organization only (Maria, a contributor, does not see them).
  const [jonas, lena, tom, claire] = others
  const playbook = titled(projects, 'OT Incident Response Playbook')
  const coOwner = { project: playbook.id, user: claire!.id }
  await seed.ensure('project-members', matching(coOwner), { ...coOwner, role: 'owner', addedBy: admin.id })
  const colleague = { project: playbook.id, user: member.id }
  await seed.ensure('project-members', matching(colleague), { ...colleague, role: 'contributor', addedBy: admin.id })
  const findings = 'OT Incident Response Playbook – Tabletop findings'
  await seed.ensure(
    'project-documents',
    matching({ title: findings }),
    {
      project: playbook.id,
      title: findings,
      tlp: 'amber-strict',
      uploadedBy: claire!.id,
      owningOrganization: relationId(claire!.organization as number | { id: number }),
    },
    {
      file: uploadFile(
        `${slug(findings)}.pdf`,
        buildPdf(findings, ['Findings of the tabletop exercise at the Helvetia site.', 'Demo content.']),
        'application/pdf',
      ),
    },
  )
  const applications: [string, Doc, string, string | null][] = [
    [
      'Open PLC Security Baseline',
      member,
      'pending',
      'I maintain PLC hardening scripts at our chemical sites and would like to contribute.',
    ],
    ['Open PLC Security Baseline', jonas!, 'approved', null],
    ['Open PLC Security Baseline', tom!, 'rejected', 'Interested in following along.'],
    ['OT Incident Response Playbook', lena!, 'pending', 'Our lab runs incident response exercises with students.'],
    ['Digital Substation Reference Architecture', member, 'approved', 'Happy to review the substation architecture.'],
    ['Legacy Modbus Inventory Study', claire!, 'rejected', null],
  ]
  for (const [projectTitle, applicant, status, message] of applications) {
    const application = { project: titled(projects, projectTitle).id, user: applicant.id }
    await seed.ensure('project-applications', matching(application), { ...application, status, message })
  }
}
