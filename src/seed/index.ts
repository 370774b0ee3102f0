import type { CollectionSlug, File, Payload, Where } from 'payload'

import { buildBadgePng, buildBannerPng, buildPdf } from './files'

export const DEMO_PASSWORD = 'demo-password'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type Doc = { id: number } & Record<string, unknown>
type Actor = Doc | undefined

/**
 * Demo content that exercises every screen of both specifications. Idempotent: each row is
 * looked up by a natural key first and created only when missing. Dates are relative to the
 * day of seeding so there are always past, current and upcoming events.
 */
export async function seedDemoContent(payload: Payload): Promise<void> {
  const now = Date.now()
  // Round to the hour so re-seeding on the same day finds the same rows.
  const base = Math.floor(now / HOUR) * HOUR
  const at = (offset: number) => new Date(base + offset).toISOString()

  const ensure = async (
    collection: CollectionSlug,
    where: Where,
    data: Record<string, unknown>,
    options: { file?: File; user?: Actor } = {},
  ): Promise<Doc> => {
    const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
    if (docs[0]) return docs[0] as unknown as Doc
    const created = await payload.create({
      collection,
      data: data as never,
      depth: 0,
      overrideAccess: true,
      ...(options.file ? { file: options.file } : {}),
      ...(options.user ? { user: options.user as never } : {}),
    })
    return created as unknown as Doc
  }

  const png = (name: string, data: Buffer): File => ({ name, data, mimetype: 'image/png', size: data.length })
  const pdf = (name: string, data: Buffer): File => ({ name, data, mimetype: 'application/pdf', size: data.length })
  const image = async (name: string, alt: string, data: Promise<Buffer>) =>
    ensure('media', { alt: { equals: alt } }, { alt }, { file: png(name, await data) })

  // Organizations of every type and sector shape.
  const organizationRows = [
    { name: 'Cobalt Secure Systems', type: 'vendor', sector: null, color: '#1e3a8a', userEditable: false },
    { name: 'Rhein Automation GmbH', type: 'vendor', sector: null, color: '#0f766e', userEditable: true },
    { name: 'Nordwerk Chemicals', type: 'industry', sector: 'Chemical & Petrochemical', color: '#b45309', userEditable: true },
    { name: 'Stadtwerke Elbtal', type: 'industry', sector: 'Energy & Utilities', color: '#047857', userEditable: false },
    { name: 'Alpine Water Works', type: 'industry', sector: 'Water Treatment', color: '#0369a1', userEditable: true },
    { name: 'Helvetia Pharma Production', type: 'industry', sector: 'Pharmaceutical', color: '#7c3aed', userEditable: false },
    { name: 'Technical University of Mittelstadt', type: 'academia', sector: null, color: '#9f1239', userEditable: false },
    { name: 'Federal Office for Industrial Security', type: 'government', sector: null, color: '#374151', userEditable: false },
    { name: 'Open OT Foundation', type: 'non-profit', sector: null, color: '#a16207', userEditable: true },
    // One industry member for each remaining sector, so every sector appears somewhere.
    { name: 'Baltic Precision Parts', type: 'industry', sector: 'Manufacturing', color: '#1d4ed8', userEditable: false },
    { name: 'North Sea Energy Operations', type: 'industry', sector: 'Oil & Gas', color: '#92400e', userEditable: false },
    { name: 'Valley Dairy Cooperative', type: 'industry', sector: 'Food & Beverage', color: '#15803d', userEditable: true },
    { name: 'Motorwerk Süd', type: 'industry', sector: 'Automotive', color: '#be123c', userEditable: false },
    { name: 'Erzberg Minerals', type: 'industry', sector: 'Mining', color: '#57534e', userEditable: false },
    { name: 'Fjord Paper Mills', type: 'industry', sector: 'Pulp & Paper', color: '#0f766e', userEditable: false },
    { name: 'Rail Signal Services', type: 'industry', sector: 'Transportation', color: '#b91c1c', userEditable: false },
    { name: 'Campus Facilities Group', type: 'industry', sector: 'Building Automation', color: '#4338ca', userEditable: true },
    { name: 'Kessler Test Labs', type: 'industry', sector: 'Other', color: '#6b7280', userEditable: false },
  ]
  const organizations: Record<string, Doc> = {}
  for (const { color, ...row } of organizationRows) {
    const logo = await image(`${slug(row.name)}-logo.png`, `${row.name} logo`, buildBadgePng(row.name, color))
    organizations[row.name] = await ensure('organizations', { name: { equals: row.name } }, { ...row, logo: logo.id })
  }

  // Demo accounts with complete profiles, and a few more members for activity.
  const people = [
    {
      email: 'superadmin@example.com',
      firstName: 'Sabine',
      lastName: 'Krüger',
      role: 'super_admin',
      jobRole: 'Community Director',
      workingIn: 'IT',
      organization: 'Open OT Foundation',
    },
    {
      email: 'admin@example.com',
      firstName: 'Alex',
      lastName: 'Morgan',
      role: 'admin',
      jobRole: 'Community Manager',
      workingIn: 'IT',
      organization: 'Open OT Foundation',
    },
    {
      email: 'member@example.com',
      firstName: 'Maria',
      lastName: 'Weber',
      role: 'community_user',
      jobRole: 'OT Security Engineer',
      workingIn: 'OT',
      organization: 'Nordwerk Chemicals',
    },
    {
      email: 'jonas.becker@example.com',
      firstName: 'Jonas',
      lastName: 'Becker',
      role: 'community_user',
      jobRole: 'Control Systems Lead',
      workingIn: 'OT',
      organization: 'Stadtwerke Elbtal',
    },
    {
      email: 'lena.fischer@example.com',
      firstName: 'Lena',
      lastName: 'Fischer',
      role: 'community_user',
      jobRole: 'Research Associate',
      workingIn: 'IT',
      organization: 'Technical University of Mittelstadt',
    },
    {
      email: 'tom.hughes@example.com',
      firstName: 'Tom',
      lastName: 'Hughes',
      role: 'community_user',
      jobRole: 'Solutions Architect',
      workingIn: 'IT',
      organization: 'Cobalt Secure Systems',
    },
    {
      email: 'claire.dubois@example.com',
      firstName: 'Claire',
      lastName: 'Dubois',
      role: 'community_user',
      jobRole: 'Process Engineer',
      workingIn: 'OT',
      organization: 'Helvetia Pharma Production',
    },
  ]
  const users: Record<string, Doc> = {}
  for (const [index, person] of people.entries()) {
    users[person.email] = await ensure(
      'users',
      { email: { equals: person.email } },
      {
        ...person,
        password: DEMO_PASSWORD,
        organization: organizations[person.organization]!.id,
        interestedInEducation: index % 2 === 0,
        interestedInNetworking: true,
        interestedInUseCases: index % 3 === 0,
        interestedInResearch: index % 2 === 1,
      },
    )
  }
  await payload.db.updateMany({
    collection: 'users',
    where: { email: { in: ['member@example.com', 'admin@example.com', 'jonas.becker@example.com'] } },
    data: { lastActiveAt: at(-2 * HOUR) },
  })
  const member = users['member@example.com']!
  const admin = users['admin@example.com']!
  const others = ['jonas.becker@example.com', 'lena.fischer@example.com', 'tom.hughes@example.com', 'claire.dubois@example.com'].map(
    (email) => users[email]!,
  )

  // Events: past, current and upcoming, with agenda items on several tracks and rooms.
  const eventRows = [
    {
      title: 'OT Security Summit 2026',
      start: -60 * DAY,
      days: 2,
      isOnline: false,
      location: 'Munich, ICM',
      sponsor: 'Cobalt Secure Systems',
      color: '#1e3a8a',
    },
    { title: 'Brownfield Modernisation Forum', start: -21 * DAY, days: 1, isOnline: true, location: null, sponsor: null, color: '#334155' },
    {
      title: 'IT/OT Convergence Week',
      start: -1 * DAY,
      days: 4,
      isOnline: true,
      location: null,
      sponsor: 'Open OT Foundation',
      color: '#0f766e',
    },
    {
      title: 'Industrial Networks Workshop',
      start: 14 * DAY,
      days: 1,
      isOnline: false,
      location: 'Hamburg, Harbour Campus',
      sponsor: 'Rhein Automation GmbH',
      color: '#0369a1',
    },
    { title: 'Water Sector Cyber Day', start: 30 * DAY, days: 1, isOnline: false, location: 'Zurich', sponsor: 'TBD', color: '#0e7490' },
    { title: 'Digital Twins Meetup', start: 45 * DAY, days: 0, isOnline: true, location: null, sponsor: null, color: '#7c3aed' },
    {
      title: 'Annual Community Summit',
      start: 90 * DAY,
      days: 2,
      isOnline: false,
      location: 'Berlin, Kosmos',
      sponsor: 'Open OT Foundation',
      color: '#b45309',
    },
  ]
  const events: Doc[] = []
  for (const [index, row] of eventRows.entries()) {
    const banner = await image(`${slug(row.title)}.png`, `${row.title} banner`, buildBannerPng(row.color, '#f59e0b'))
    const day = base + row.start
    const startsAt = day - (day % DAY) + 8 * HOUR
    events.push(
      await ensure(
        'events',
        { title: { equals: row.title } },
        {
          title: row.title,
          description: `${row.title} brings together engineers, operators and security specialists from plants, utilities and vendors to compare notes on what works in practice.`,
          date: new Date(startsAt).toISOString(),
          endDate: row.days > 0 ? new Date(startsAt + row.days * DAY + 8 * HOUR).toISOString() : null,
          location: row.location,
          isOnline: row.isOnline,
          sponsor: row.sponsor,
          attendees: index % 2 === 0 ? 40 + index * 15 : null,
          maxAttendees: index % 2 === 0 ? 200 : null,
          registrationRequired: index % 3 !== 1,
          registrationLink: index % 3 !== 1 ? `https://events.example.com/${slug(row.title)}` : null,
          additionalInformation: row.isOnline ? 'Sessions are recorded for members.' : 'Coffee and lunch are provided.',
          image: banner.id,
        },
      ),
    )
  }
  const tracks = ['#3B82F6', '#F59E0B', '#10B981']
  const rooms = ['Main Hall', 'Room A', 'Lab 2']
  const sessionTitles = [
    'Keynote: Where IT meets OT',
    'Segmenting legacy control networks',
    'Patch management without downtime',
    'Asset inventory from passive monitoring',
    'Incident response drills for operators',
    'Panel: Vendors and operators at one table',
  ]
  const speakerPool = [
    ['Prof. Dr.', 'Heike', 'Brandt', 'Chair of Automation', 'Technical University of Mittelstadt'],
    ['Dr.', 'Samuel', 'Okafor', 'Principal Security Architect', 'Cobalt Secure Systems'],
    [null, 'Ingrid', 'Larsen', 'Head of Operations', 'Alpine Water Works'],
    [null, 'Marco', 'Bianchi', 'Control Systems Engineer', 'Nordwerk Chemicals'],
  ] as const
  const agendaItems: Doc[] = []
  for (const [eventIndex, event] of events.entries()) {
    const eventStart = new Date(event.date as string).getTime()
    // The current event's sessions surround the moment of seeding: one is happening, the
    // next starts within 30 minutes. Other events run hourly from an hour after the doors open.
    const current = eventIndex === 2
    const first = current ? now - 100 * MINUTE : eventStart + HOUR
    const spacing = current ? 40 * MINUTE : HOUR
    const length = current ? 35 * MINUTE : 50 * MINUTE
    for (let i = 0; i < 6; i++) {
      const start = first + i * spacing
      const title = sessionTitles[i]!
      const speaker = speakerPool[i % speakerPool.length]!
      agendaItems.push(
        await ensure(
          'agenda-items',
          { and: [{ event: { equals: event.id } }, { title: { equals: title } }] },
          {
            event: event.id,
            title,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + length).toISOString(),
            room: rooms[i % rooms.length],
            speakerName: `${speaker[1]} ${speaker[2]}`,
            trackColor: tracks[i % tracks.length],
          },
        ),
      )
    }
    for (const [i, [title, firstName, lastName, jobRole, company]] of speakerPool.entries()) {
      if (i > 2 && eventIndex % 2 === 1) continue
      const avatar = await image(
        `${slug(`${firstName} ${lastName}`)}.png`,
        `${firstName} ${lastName}`,
        buildBadgePng(`${firstName} ${lastName}`, tracks[i % 3]!.replace('#3B82F6', '#1d4ed8')),
      )
      await ensure(
        'speakers',
        { and: [{ event: { equals: event.id } }, { lastName: { equals: lastName } }] },
        { event: event.id, title, firstName, lastName, jobRole, company, image: avatar.id },
      )
    }
  }

  // Documents of several types and languages, with real small files.
  const documentRows = [
    {
      title: 'Zero Trust for Industrial Control Systems',
      documentType: 'Whitepaper',
      company: 'Cobalt Secure Systems',
      language: 'English',
      rank: 10,
      event: 0,
    },
    {
      title: 'Netzsegmentierung in der Prozessindustrie',
      documentType: 'White Paper',
      company: 'Nordwerk Chemicals',
      language: 'German',
      rank: 8,
      event: null,
    },
    {
      title: 'Convergence Week Opening Slides',
      documentType: 'Presentation',
      company: 'Open OT Foundation',
      language: 'English',
      rank: 6,
      event: 2,
    },
    {
      title: 'Sécurité des réseaux d’eau potable',
      documentType: 'Presentation',
      company: 'Alpine Water Works',
      language: 'French',
      rank: 5,
      event: null,
    },
    {
      title: 'Remote Access Survey Results 2025',
      documentType: 'Report',
      company: 'Open OT Foundation',
      language: 'English',
      rank: 4,
      event: null,
    },
    {
      title: 'Patch Management Guideline for PLCs',
      documentType: 'Guideline',
      company: 'Rhein Automation GmbH',
      language: 'German',
      rank: 3,
      event: null,
    },
    {
      title: 'Gestión de activos OT',
      documentType: 'Whitepaper',
      company: 'Technical University of Mittelstadt',
      language: 'Spanish',
      rank: 0,
      event: null,
    },
  ]
  const documents: Doc[] = []
  for (const row of documentRows) {
    const lines = [
      `${row.documentType} by ${row.company}.`,
      'This demo document belongs to the IT/OT Community seed content.',
      'It is small on purpose: a real PDF that downloads and opens.',
    ]
    const file =
      row.documentType === 'Report'
        ? { name: `${slug(row.title)}.txt`, data: Buffer.from(`${row.title}\n\n${lines.join('\n')}\n`), mimetype: 'text/plain', size: 0 }
        : pdf(`${slug(row.title)}.pdf`, buildPdf(row.title, lines))
    file.size = file.data.length
    documents.push(
      await ensure(
        'documents',
        { title: { equals: row.title } },
        {
          title: row.title,
          documentType: row.documentType,
          company: row.company,
          language: row.language,
          rank: row.rank,
          description: `${row.documentType} from ${row.company}, shared with the community.`,
          event: row.event === null ? null : events[row.event]!.id,
        },
        { file },
      ),
    )
  }

  // Surveys: anonymous and sign-in-only, all four question types, and a closed one.
  const surveyRows = [
    { title: 'Remote Access Practices 2026', isAnonymous: true, isActive: true },
    { title: 'Community Event Feedback', isAnonymous: false, isActive: true },
    { title: 'Legacy Protocols Census', isAnonymous: false, isActive: false },
  ]
  const questionRows = [
    {
      questionText: 'Which remote access method does your site use most?',
      questionType: 'multiple_choice',
      options: ['VPN', 'Jump host', 'Vendor cloud portal', 'None'],
      allowMultipleAnswers: false,
    },
    {
      questionText: 'Which topics should the community cover next?',
      questionType: 'multiple_choice',
      options: ['Segmentation', 'Patching', 'Asset inventory', 'Incident response'],
      allowMultipleAnswers: true,
    },
    { questionText: 'How would you rate your organization’s OT security maturity?', questionType: 'rating' },
    { questionText: 'Do you run a dedicated OT security team?', questionType: 'yes_no' },
    { questionText: 'What is your biggest obstacle today?', questionType: 'text', isRequired: false },
  ]
  const surveys: Doc[] = []
  const questionsBySurvey: Doc[][] = []
  for (const [index, row] of surveyRows.entries()) {
    const banner = await image(
      `${slug(row.title)}.png`,
      `${row.title} banner`,
      buildBannerPng(['#1e3a8a', '#0f766e', '#4b5563'][index]!, '#fbbf24'),
    )
    const survey = await ensure(
      'surveys',
      { title: { equals: row.title } },
      { ...row, description: `Help the community understand ${row.title.toLowerCase()}.`, image: banner.id },
    )
    surveys.push(survey)
    const questions: Doc[] = []
    for (const [order, question] of questionRows.entries()) {
      questions.push(
        await ensure(
          'survey-questions',
          { and: [{ survey: { equals: survey.id } }, { questionText: { equals: question.questionText } }] },
          {
            survey: survey.id,
            questionText: question.questionText,
            questionType: question.questionType,
            options: 'options' in question ? question.options!.map((label) => ({ label })) : [],
            allowMultipleAnswers: Boolean(question.allowMultipleAnswers),
            isRequired: question.isRequired ?? true,
            orderIndex: order,
          },
        ),
      )
    }
    questionsBySurvey.push(questions)
  }
  const answers = ['VPN', JSON.stringify(['Segmentation', 'Patching']), '4', 'yes', 'Budget for legacy replacements']
  const answer = async (surveyIndex: number, respondent: Actor) => {
    for (const [i, question] of questionsBySurvey[surveyIndex]!.entries()) {
      const owner = surveys[surveyIndex]!.isAnonymous ? { user: { exists: false } } : { user: { equals: respondent!.id } }
      await ensure(
        'survey-responses',
        { and: [{ question: { equals: question.id } }, owner] },
        { survey: surveys[surveyIndex]!.id, question: question.id, responseValue: answers[i] },
        { user: respondent },
      )
    }
  }
  await answer(0, member)
  await answer(1, member)
  await answer(1, others[0])
  await answer(1, others[1])

  // Projects in all three states with documents, members and applications in every status.
  const projectRows = [
    { title: 'Open PLC Security Baseline', state: 'call_for_participation', type: 'Open Source Code', start: 20 * DAY },
    { title: 'OT Incident Response Playbook', state: 'call_for_participation', type: 'Research', start: 35 * DAY },
    { title: 'Digital Substation Reference Architecture', state: 'running', type: 'Development', start: -90 * DAY },
    { title: 'IT/OT Skills Curriculum', state: 'running', type: 'Education', start: -40 * DAY },
    { title: 'Legacy Modbus Inventory Study', state: 'closed', type: 'Research', start: -400 * DAY },
  ]
  const projects: Doc[] = []
  for (const [index, row] of projectRows.entries()) {
    const banner = await image(
      `${slug(row.title)}.png`,
      `${row.title} banner`,
      buildBannerPng(['#1d4ed8', '#0369a1', '#047857', '#15803d', '#4b5563'][index]!, '#f59e0b'),
    )
    const project = await ensure(
      'projects',
      { title: { equals: row.title } },
      {
        title: row.title,
        state: row.state,
        type: row.type,
        startDate: at(row.start),
        description: `${row.title}: a community project where members from operators, vendors and research work on shared, openly published results.`,
        image: banner.id,
        owner: admin.id,
      },
    )
    projects.push(project)
    for (const part of ['Charter', 'Work plan']) {
      const title = `${row.title} – ${part}`
      await ensure(
        'project-documents',
        { title: { equals: title } },
        { project: project.id, title },
        { file: pdf(`${slug(title)}.pdf`, buildPdf(title, [`${part} of the project.`, 'Demo content.'])) },
      )
    }
    await ensure(
      'project-members',
      { and: [{ project: { equals: project.id } }, { user: { equals: admin.id } }] },
      { project: project.id, user: admin.id, role: 'owner', addedBy: admin.id },
    )
    if (row.state !== 'call_for_participation') {
      await ensure(
        'project-members',
        { and: [{ project: { equals: project.id } }, { user: { equals: others[index % others.length]!.id } }] },
        { project: project.id, user: others[index % others.length]!.id, role: 'contributor', addedBy: admin.id },
      )
    }
  }
  const applications: [number, Doc, string, string | null][] = [
    [0, member, 'pending', 'I maintain PLC hardening scripts at our chemical sites and would like to contribute.'],
    [0, others[0]!, 'approved', null],
    [0, others[2]!, 'rejected', 'Interested in following along.'],
    [1, others[1]!, 'pending', 'Our lab runs incident response exercises with students.'],
    [2, member, 'approved', 'Happy to review the substation architecture.'],
    [4, others[3]!, 'rejected', null],
  ]
  for (const [projectIndex, applicant, status, message] of applications) {
    await ensure(
      'project-applications',
      { and: [{ project: { equals: projects[projectIndex]!.id } }, { user: { equals: applicant.id } }] },
      { project: projects[projectIndex]!.id, user: applicant.id, status, message },
    )
  }

  // Invitations in every status.
  const invitationRows = [
    { email: 'pending.expert@example.org', invitedBy: member, status: 'pending' },
    { email: 'sent.expert@example.org', invitedBy: member, status: 'sent', invitedAt: at(-2 * DAY) },
    { email: 'jonas.becker@example.com', invitedBy: member, status: 'accepted', invitedAt: at(-30 * DAY), acceptedAt: at(-29 * DAY) },
    { email: 'old.contact@example.org', invitedBy: member, status: 'pending', expiresAt: at(-3 * DAY) },
    { email: 'former.partner@example.org', invitedBy: admin, status: 'expired', invitedAt: at(-40 * DAY), expiresAt: at(-26 * DAY) },
    {
      email: 'new.engineer@alpinewater.example',
      invitedBy: admin,
      status: 'pending',
      suggestedFirstName: 'Nina',
      suggestedLastName: 'Keller',
      suggestedOrganization: organizations['Alpine Water Works']!.id,
      suggestedWorkingIn: 'OT',
      domains: 'alpinewater.example; alpine-water.example',
    },
  ]
  for (const { invitedBy, ...row } of invitationRows) {
    await ensure(
      'invitations',
      { and: [{ invitedBy: { equals: invitedBy.id } }, { email: { equals: row.email } }] },
      { ...row, invitedBy: invitedBy.id },
    )
  }

  // Some member activity: saved dates, agenda interests and downloads.
  for (const [who, eventIndexes] of [
    [member, [2, 3, 4]],
    [others[0]!, [3]],
    [others[1]!, [3, 6]],
  ] as const) {
    for (const eventIndex of eventIndexes) {
      await ensure(
        'saved-event-dates',
        { and: [{ user: { equals: who.id } }, { event: { equals: events[eventIndex]!.id } }] },
        { user: who.id, event: events[eventIndex]!.id },
      )
    }
  }
  for (const item of [agendaItems[12], agendaItems[14], agendaItems[18]]) {
    await ensure(
      'agenda-interests',
      { and: [{ user: { equals: member.id } }, { agendaItem: { equals: item!.id } }] },
      { user: member.id, agendaItem: item!.id },
    )
  }
  const { totalDocs: downloads } = await payload.count({ collection: 'document-downloads', overrideAccess: true })
  if (downloads === 0) {
    for (const [who, documentIndexes] of [
      [member, [0, 2, 4]],
      [others[0]!, [0]],
      [others[2]!, [1, 0]],
    ] as const) {
      for (const documentIndex of documentIndexes) {
        await payload.create({
          collection: 'document-downloads',
          data: { user: who.id, document: documents[documentIndex]!.id },
          overrideAccess: true,
        })
      }
    }
  }
  payload.logger.info('Demo content is in place: member@example.com, admin@example.com, superadmin@example.com (password demo-password)')
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
