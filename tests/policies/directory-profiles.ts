import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy, MatrixFixtures } from './policy'
import { badRelation, tooLong } from '../e2e/hostile/values'

/** A member of the directory of their own (one row per member), made fresh for every try. */
export const listedMember = async (f: MatrixFixtures) => {
  const user = await f.make('users', { email: `listed-${f.next()}@matrix.test`, password: 'test-password', firstName: 'Listed' })
  return { user, profile: await f.make('directory-profiles', { member: user.id, name: `Listed ${f.next()}` }) }
}

/**
 * The people directory: signed-in members read it (minus blocked pairs, at most 20 a page);
 * only the users' and organizations' hooks write it, so every create, update and delete
 * through the API is refused, the admins' too.
 */
export const directoryProfiles: CollectionPolicy = {
  slug: 'directory-profiles',
  access: { create: '-------', read: '-++++++', update: '-------', delete: '-------' },
  // Written by the server only, so every create is refused.
  body: {
    creator: 'admin',
    valid: (f) => ({ member: f.users.otherMember.id, name: 'Hostile' }),
    breakers: () => fc.oneof(field('member', badRelation), field('name', tooLong(201))),
  },
  /** The rows both access matrices try: another member's directory row. */
  matrix: {
    graphql: { one: 'DirectoryProfile', many: 'DirectoryProfiles' },
    row: async (f) => (await listedMember(f)).profile,
    create: async (f) => ({ data: { member: f.member.id, name: `Created ${f.next()}` } }),
    update: () => ({ name: 'Renamed' }),
  },
}
