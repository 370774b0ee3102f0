import { type Doc, type Seed, HOUR, matching } from './context'

export const DEMO_PASSWORD = 'demo-password'

// The demo accounts with complete profiles, and a few more members for activity.
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

/** The members other parts of the seed act as. */
export type DemoMembers = {
  /** member@example.com, the demo member whose activity fills the member site. */
  member: Doc
  /** admin@example.com, who owns the projects. */
  admin: Doc
  /** Jonas, Lena, Tom and Claire, in that order. */
  others: Doc[]
}

/** Every demo account with its profile; a few of them were active two hours ago. */
export async function seedMembers(seed: Seed, organizations: Record<string, Doc>): Promise<DemoMembers> {
  const users: Record<string, Doc> = {}
  for (const [index, person] of people.entries()) {
    users[person.email] = await seed.ensure('users', matching({ email: person.email }), {
      ...person,
      password: DEMO_PASSWORD,
      // Demo accounts sign in at once: their example.com addresses cannot receive a link.
      _verified: true,
      organization: organizations[person.organization]!.id,
      interestedInEducation: index % 2 === 0,
      interestedInNetworking: true,
      interestedInUseCases: index % 3 === 0,
      interestedInResearch: index % 2 === 1,
    })
    // The demo's memberships are the seed's facts (issue 43, item 1): set on an older demo
    // database too, where the membership migration turned unconfirmed links into requests.
    const organization = organizations[person.organization]!.id
    if (users[person.email]!.organization !== organization || users[person.email]!.affiliation !== organization) {
      await seed.payload.update({
        collection: 'users',
        id: users[person.email]!.id,
        data: { organization, affiliation: organization },
        overrideAccess: true,
        depth: 0,
      })
      await seed.payload.update({
        collection: 'membership-requests',
        where: { and: [{ user: { equals: users[person.email]!.id } }, { status: { equals: 'pending' } }] },
        data: { status: 'approved' },
        overrideAccess: true,
        depth: 0,
      })
    }
  }
  // Maria created Nordwerk Chemicals from her profile: its creator, and its first organization
  // admin (issue 23, item 6: /profile/organization), with one verified e-mail domain.
  await seed.payload.update({
    collection: 'organizations',
    where: { and: [{ id: { equals: organizations['Nordwerk Chemicals']!.id } }, { createdBy: { exists: false } }] },
    data: { createdBy: users['member@example.com']!.id },
    overrideAccess: true,
    depth: 0,
  })
  await seed.payload.update({
    collection: 'users',
    where: { and: [{ email: { equals: 'member@example.com' } }, { organization: { equals: organizations['Nordwerk Chemicals']!.id } }] },
    data: { organizationAdmin: true },
    overrideAccess: true,
    depth: 0,
  })
  await seed.ensure('organization-domains', matching({ domain: 'nordwerk-chemicals.example' }), {
    organization: organizations['Nordwerk Chemicals']!.id,
    domain: 'nordwerk-chemicals.example',
    status: 'verified',
    approvedAt: seed.at(-30 * 24 * HOUR),
  })
  // Directly in the database: otherwise only the activity ping writes lastActiveAt.
  await seed.payload.db.updateMany({
    collection: 'users',
    where: { email: { in: ['member@example.com', 'admin@example.com', 'jonas.becker@example.com'] } },
    data: { lastActiveAt: seed.at(-2 * HOUR) },
  })
  return {
    member: users['member@example.com']!,
    admin: users['admin@example.com']!,
    others: ['jonas.becker@example.com', 'lena.fischer@example.com', 'tom.hughes@example.com', 'claire.dubois@example.com'].map(
      (email) => users[email]!,
    ),
  }
}
