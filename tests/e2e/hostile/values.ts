import fc from 'fast-check'

/** Strings that attack something: SQL, HTML and script, paths, template engines, prototypes, headers, React's reply format. */
export const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  '" OR ""="',
  "'; SELECT pg_sleep(5);--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '{"$gt":""}',
  '\u202eevil',
  '\r\nSet-Cookie: admin=1',
  '$@1',
  '$Q1',
  '$$',
]

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']

/** Any hostile text of modest length: injections, unicode (graphemes, emoji, RTL) and raw binary. */
export const hostileText = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
)

/** Text longer than `max` characters, of hostile or multi-byte content. */
export const tooLong = (max: number) =>
  fc
    .tuple(fc.constantFrom('a', 'ü', '😀', '<script>', "' OR 1=1 --", '\u0000x'), fc.integer({ min: 1, max: 3 }))
    .map(([unit, factor]) => unit.repeat(Math.ceil((max * factor + 1) / unit.length) + 1))

/** A huge string (up to a few hundred kilobytes), for fields and parameters that have no business with it. */
export const hugeText = fc
  .constantFrom(70_000, 300_000)
  .chain((length) => fc.constantFrom('x', 'é', '😀').map((unit) => unit.repeat(length)))

/** Values of the wrong type for a text, relationship or choice. */
export const wrongType = fc.oneof(
  // Not NaN or Infinity: JSON would send them as null, which is no wrong type but no value.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 3 }),
)

/** Words that are routes of their own under /api/{collection}/, not ids. */
const ROUTE_WORDS = new Set([
  'me',
  'init',
  'login',
  'logout',
  'count',
  'access',
  'verify',
  'unlock',
  'versions',
  'distinct',
  'file',
  'paste-url',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'first-register',
  'member-summary',
])

/** Row ids that name no row: words, fractions, negatives, numbers beyond the id column, injections. */
export const badId = fc.oneof(
  fc.constantFrom(
    'abc',
    '1.5',
    '-1',
    '0',
    '99999999999',
    '0x10',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    "1' OR '1'='1",
    '1;DROP TABLE users',
    '9'.repeat(40),
  ),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.integer({ min: -1_000_000, max: 0 }).map(String),
  // Not '.' or '..' either: those are path steps, not ids.
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    .filter((text) => !/^\d/.test(text.trim()) && !ROUTE_WORDS.has(text) && !/^\.+$/.test(text)),
)

/** Numbers where an action takes a row id, which are none: zero, negative, a fraction, beyond the id column. */
export const numberThatIsNoId = fc.constantFrom(0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e21)

/** Ids of the right shape that name no row of the collection (the id column's largest values). */
export const missingId = fc.integer({ min: 2_000_000_000, max: 2_147_483_647 })

/** A relationship value that cannot be stored: a missing row, a wrong type, a bad id string. */
export const badRelation = fc.oneof(
  missingId,
  // Payload reads the words 'null' and 'undefined' as no relation, which optional ones accept.
  badId.filter((id) => id !== 'null' && id !== 'undefined'),
  fc.constant(true),
  fc.constant({ id: 'x' }),
)

/** A has-many relationship's value that cannot be stored: a bad relation alone or in a list, or more rows than `maxRows`. */
export const badRelations = (maxRows: number) =>
  fc.oneof(
    badRelation,
    fc.array(badRelation, { minLength: 1, maxLength: 3 }),
    fc.array(missingId, { minLength: maxRows + 1, maxLength: maxRows + 3 }),
  )

/** A value for a select field that is none of its options. */
export const notAnOption = (options: readonly string[]) =>
  // Truthy only: an empty value is "no choice", which optional selects accept.
  fc
    .oneof(
      hostileText,
      fc.integer().filter((value) => value !== 0),
      fc.constant(true),
    )
    .filter((value) => !options.includes(value as string))

/** Text that is no e-mail address. */
export const notAnEmail = fc.oneof(
  hostileText.filter((text) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)),
  fc.constantFrom('plainaddress', '@no-local.org', 'no-at.example.org', 'two@@example.org', 'spaces in@example.org', 'a@b', ''),
  fc.integer(),
  fc.boolean(),
)

/** Dates that are no dates. */
export const notADate = fc.oneof(
  fc.constantFrom('yesterday', '2030-13-45', '31.12.2030', 'NaN', '0000-00-00T25:61:00Z'),
  fc.boolean(),
  hostileText.filter((text) => Number.isNaN(Date.parse(text))),
)

/**
 * Extra fields a hostile client adds to a body: unknown names, prototype keys, hostile values.
 * The server must ignore or refuse them; they never decide whether a request is bad.
 */
export const junkFields = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'id', 'createdAt', 'updatedAt', '_status'), fc.string({ minLength: 1, maxLength: 8 })),
      fc.oneof(hostileText, wrongType, fc.constant({ isAdmin: true, role: 'super_admin' })),
    ),
    {
      maxLength: 3,
    },
  )
  .map((entries) => {
    const junk: Record<string, unknown> = {}
    // defineProperty makes `__proto__` an ordinary key, as JSON.parse would on the server.
    for (const [key, value] of entries) Object.defineProperty(junk, key, { value, enumerable: true, configurable: true, writable: true })
    return junk
  })

/** Text that is not JSON (malformed bodies): cut-off objects, stray quotes, random text. */
export const notAJsonBody = fc
  .oneof(
    fc.constantFrom('{', '{"email":', '{bad json}', "{'single':'quotes'}", '[1,2', 'undefined', '{"a":1}}', '\u0000', '<xml/>', 'NaN'),
    fc.json().map((json) => json.slice(0, Math.max(1, json.length - 1)) + '{'),
    fc.string({ minLength: 1, maxLength: 40 }),
  )
  .filter((text) => {
    try {
      JSON.parse(text)
      return false
    } catch {
      return true
    }
  })

/** An object with fields set over `base`, then the breaking fields last (they always win). */
export const withBreaker = (base: Record<string, unknown>, junk: Record<string, unknown>, breaker: Record<string, unknown>) => {
  const body: Record<string, unknown> = { ...base }
  for (const key of Object.keys(junk))
    if (!(key in base)) Object.defineProperty(body, key, { value: junk[key], enumerable: true, configurable: true, writable: true })
  return Object.assign(body, breaker)
}

const richTextOf = (children: unknown[]) => ({ root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children } })
const paragraphOf = (children: unknown[]) => ({ type: 'paragraph', version: 1, children })

/**
 * A rich text (the editor's document) that must be refused: a plain string or other JSON, a link
 * to a script, data or another protocol (as link or autolink), a node the editor does not offer,
 * text over `max` characters, or nesting deep enough to hurt a recursive walker.
 */
export const badRichText = (max: number) =>
  fc.oneof(
    hostileText,
    fc.constantFrom<unknown>({ root: 'x' }, { root: { type: 'root', children: {} } }, [1, 2], 42),
    fc
      .tuple(
        fc.constantFrom('javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd'),
        fc.constantFrom('link', 'autolink'),
      )
      .map(([url, type]) =>
        richTextOf([
          paragraphOf([{ type, version: 1, fields: { url, linkType: 'custom' }, children: [{ type: 'text', text: 'x', version: 1 }] }]),
        ]),
      ),
    fc.constantFrom('upload', 'block', 'relationship', 'html', '__proto__').map((type) => richTextOf([{ type, version: 1, value: 1 }])),
    tooLong(max).map((text) => richTextOf([paragraphOf([{ type: 'text', text, version: 1 }])])),
    fc.integer({ min: 20, max: 200 }).map((depth) => {
      let node: unknown = { type: 'text', text: 'deep', version: 1 }
      for (let level = 0; level < depth; level++) node = { type: 'quote', version: 1, children: [node] }
      return richTextOf([node])
    }),
  )
