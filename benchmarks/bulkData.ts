/**
 * Bulk benchmark data, generated inside PostgreSQL with `INSERT ... SELECT generate_series`
 * (never through Payload's local API: 2,000,000 rows would take hours that way). Shared by
 * `npm run bench`, `bench:dashboard` and `bench:lists`; each picks its sizes.
 *
 * The database must be migrated and empty. Activity is skewed towards the first members (a few
 * very active ones, a long tail), like real engagement, and every pair that has a unique index
 * (member and event, member and agenda item, member and project, member and survey question) is
 * drawn distinct.
 */
import pg from 'pg'

/** One number per table of the members and the catalogue: rows asked for (DataSizes) or counted (DataCounts). */
type CatalogueRows = Record<
  'members' | 'organizations' | 'events' | 'agendaItems' | 'speakers' | 'documents' | 'projects' | 'surveys',
  number
>

export type DataSizes = CatalogueRows & {
  /** Members who ever do something; the rest have 0 points, as in a real community. */
  activeMembers: number
  anonymousSurveys: number
  questionsPerSurvey: number
  activity: {
    downloads: number
    savedEvents: number
    agendaInterests: number
    /** Each submission answers every question of one survey. */
    memberSurveySubmissions: number
    anonymousSurveySubmissions: number
    applications: number
    invitations: number
  }
}

/** The specification's large data: 100,000 members and 2,000,000 activity rows. */
export const LARGE_SIZES: DataSizes = {
  members: 100_000,
  activeMembers: 80_000,
  organizations: 500,
  events: 5_000,
  agendaItems: 50_000,
  speakers: 20_000,
  documents: 20_000,
  projects: 2_000,
  surveys: 200,
  anonymousSurveys: 10,
  questionsPerSurvey: 5,
  activity: {
    downloads: 900_000,
    savedEvents: 250_000,
    agendaInterests: 150_000,
    memberSurveySubmissions: 90_000, // x 5 questions = 450,000 responses
    anonymousSurveySubmissions: 10_000, // x 5 questions = 50,000 responses without a user
    applications: 100_000,
    invitations: 100_000,
  },
}

/** About what the demo seed holds: the "before" of the list pages' growth. */
export const DEMO_SIZES: DataSizes = {
  members: 100,
  activeMembers: 80,
  organizations: 20,
  events: 12,
  agendaItems: 120,
  speakers: 48,
  documents: 30,
  projects: 10,
  surveys: 5,
  anonymousSurveys: 1,
  questionsPerSurvey: 5,
  activity: {
    downloads: 300,
    savedEvents: 150,
    agendaInterests: 200,
    memberSurveySubmissions: 60,
    anonymousSurveySubmissions: 10,
    applications: 100,
    invitations: 100,
  },
}

/** `sizes` divided by `divisor` (catalogues of surveys and questions kept: they are small). */
export function scaleSizes(sizes: DataSizes, divisor: number): DataSizes {
  const part = (value: number, minimum = 1) => Math.max(minimum, Math.round(value / divisor))
  const activity = Object.fromEntries(Object.entries(sizes.activity).map(([kind, rows]) => [kind, part(rows)])) as DataSizes['activity']
  return {
    ...sizes,
    members: part(sizes.members, 10),
    activeMembers: part(sizes.activeMembers, 8),
    organizations: part(sizes.organizations, 5),
    events: part(sizes.events),
    agendaItems: part(sizes.agendaItems),
    speakers: part(sizes.speakers),
    documents: part(sizes.documents),
    projects: part(sizes.projects),
    activity,
  }
}

/** Survey responses the sizes ask for (every submission answers all questions). */
export const surveyResponseRows = (sizes: DataSizes) =>
  (sizes.activity.memberSurveySubmissions + sizes.activity.anonymousSurveySubmissions) * sizes.questionsPerSurvey

/** Activity rows the sizes ask for, over the six activity tables. */
export const activityRowsOf = (sizes: DataSizes) =>
  sizes.activity.downloads +
  sizes.activity.savedEvents +
  sizes.activity.agendaInterests +
  surveyResponseRows(sizes) +
  sizes.activity.applications +
  sizes.activity.invitations

/** What a database holds after generation, counted (the distinct draws may fall a little short). */
export type DataCounts = CatalogueRows & {
  downloads: number
  savedEvents: number
  agendaInterests: number
  surveyResponses: number
  applications: number
  invitations: number
  /** The six activity tables together. */
  activityRows: number
}

/** A one-paragraph rich text (the editor's document) holding the text of a SQL expression. */
/**
 * The localized texts of a table's rows (Payload keeps them in `<table>_locales`): English for
 * every row, German for every other one (the rest read English through the fallback), and the
 * translation status the admin lists filter on. `n` is the row's number from 1.
 */
const inBothLanguages = (
  table: string,
  firstId: string,
  texts: { en: string; de: string },
  columns = ['title', 'description', 'description_text'],
) => `
  INSERT INTO ${table}_locales (${columns.join(', ')}, _locale, _parent_id)
    SELECT ${texts.en}, 'en', id FROM (SELECT id, id - ${firstId} + 1 AS n FROM ${table}) rows;
  INSERT INTO ${table}_locales (${columns.join(', ')}, _locale, _parent_id)
    SELECT ${texts.de}, 'de', id FROM (SELECT id, id - ${firstId} + 1 AS n FROM ${table}) rows WHERE n % 2 = 0;
  UPDATE ${table} SET translation_status = (CASE WHEN (id - ${firstId} + 1) % 2 = 0 THEN 'complete' ELSE 'missingGerman' END)::enum_${table}_translation_status;`

const richTextOf = (text: string) => `jsonb_build_object('root', jsonb_build_object('type', 'root', 'format', '', 'indent', 0, 'version', 1,
  'direction', 'ltr', 'children', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'format', '', 'indent', 0, 'version', 1,
  'direction', 'ltr', 'textFormat', 0, 'textStyle', '', 'children', jsonb_build_array(jsonb_build_object('type', 'text', 'text', ${text},
  'format', 0, 'style', '', 'mode', 'normal', 'detail', 0, 'version', 1))))))`

/** What the generated documents' files say, a few of these sentences each. */
const DOCUMENT_SENTENCES = [
  'Predictive maintenance reduces unplanned downtime of pumps and compressors.',
  'Firmware updates for controllers are tested in a staging cell before the plant gets them.',
  'Network segmentation separates the control network from the office network.',
  'Remote access for vendors runs through a brokered jump host with session recording.',
  'The asset inventory lists every controller, sensor and gateway with its firmware version.',
  'Die Anlage meldet Störungen über das Leitsystem an die Instandhaltung.',
  'Security monitoring watches the traffic between the zones of the plant.',
  'This report summarizes incidents, patches and open findings of the quarter.',
]

function seedSql(sizes: DataSizes): string {
  const { activity } = sizes
  // A member for an activity row: `random() ^ 2` puts a quarter of all activity on the first
  // 1/16 of the active members.
  const someMember = `(SELECT min(id) FROM users) + floor(${sizes.activeMembers} * random() ^ 2)::int`
  const someTime = `now() - random() * interval '730 days'`
  const first = (table: string) => `(SELECT min(id) FROM ${table})`
  /** Distinct (member, item) pairs, drawn with some spare candidates for the duplicates. */
  const distinctPairs = (itemColumn: string, someItem: string, rows: number, spare = 1.5) => `
    SELECT DISTINCT ON (user_id, ${itemColumn}) user_id, ${itemColumn}
    FROM (SELECT ${someMember} AS user_id, ${someItem} AS ${itemColumn} FROM generate_series(1, ${Math.ceil(rows * spare)})) candidates
    LIMIT ${rows}`

  return `
  SELECT setseed(0.2026);
  INSERT INTO organizations (name, type, sector, user_editable)
    SELECT 'Organization ' || i, (ARRAY['vendor','industry','academia','government','non-profit'])[1 + i % 5]::enum_organizations_type,
           CASE WHEN i % 5 = 1 THEN 'Manufacturing' END, false
    FROM generate_series(1, ${sizes.organizations}) i;
  INSERT INTO users (email, role, first_name, last_name, organization_id, hash, salt, created_at, _verified)
    SELECT 'member' || i || '@bench.example', 'community_user',
           CASE WHEN i % 10 <> 0 THEN 'Member' END, CASE WHEN i % 10 <> 0 THEN 'Number ' || i END,
           CASE WHEN i % 4 <> 0 THEN ${first('organizations')} + i % ${sizes.organizations} END,
           -- Sign-ups spread evenly over three years, so the dashboard's weekly sign-ups have a year of them.
           'x', 'x', now() - interval '3 years' + (i * ${(3 * 365 * 24 * 60) / sizes.members} || ' minutes')::interval, true
    FROM generate_series(1, ${sizes.members}) i;

  -- Events an hour apart, half of them past; each with its agenda (45-minute slots) and speakers.
  INSERT INTO events (date, end_date, location, is_online, sponsor, _status)
    SELECT now() + ((i - ${Math.floor(sizes.events / 2)}) || ' hours')::interval,
           now() + ((i - ${Math.floor(sizes.events / 2)}) || ' hours')::interval + interval '8 hours',
           'Hall ' || (i % 20), i % 3 = 0, 'Sponsor ' || (i % 40),
           -- One in a hundred is a draft an admin is still writing: the lists skip it.
           CASE WHEN i % 100 = 7 THEN 'draft' ELSE 'published' END::enum_events_status
    FROM generate_series(1, ${sizes.events}) i;
  ${inBothLanguages('events', first('events'), {
    en: `CASE WHEN n % 50 = 0 THEN 'Summit ' ELSE 'Event ' END || n, ${richTextOf("'Generated event ' || n")}, 'Generated event ' || n`,
    de: `CASE WHEN n % 50 = 0 THEN 'Gipfel ' ELSE 'Veranstaltung ' END || n, ${richTextOf("'Erzeugte Veranstaltung ' || n")}, 'Erzeugte Veranstaltung ' || n`,
  })}
  INSERT INTO agenda_items (event_id, start_time, end_time, room, speaker_name, track_color)
    SELECT events.id,
           events.date + ((i / ${sizes.events}) * 45 || ' minutes')::interval,
           events.date + ((i / ${sizes.events}) * 45 + 40 || ' minutes')::interval,
           'Room ' || (1 + i % 4), 'Speaker ' || (i % 997), (ARRAY['#3B82F6','#10B981','#F59E0B','#EF4444'])[1 + i % 4]
    FROM generate_series(0, ${sizes.agendaItems - 1}) i
    JOIN events ON events.id = ${first('events')} + i % ${sizes.events};
  ${inBothLanguages('agenda_items', first('agenda_items'), { en: `'Session ' || n`, de: `'Programmpunkt ' || n` }, ['title'])}
  INSERT INTO speakers (event_id, title, first_name, last_name, job_role, company)
    SELECT ${first('events')} + i % ${sizes.events}, CASE WHEN i % 7 = 0 THEN 'Dr.'::enum_speakers_title END,
           'Speaker', 'Number ' || i, 'Engineer', 'Company ' || (i % 300)
    FROM generate_series(0, ${sizes.speakers - 1}) i;

  INSERT INTO documents (company, document_type, language, rank, filename, mime_type, filesize, url, _status)
    SELECT 'Company ' || (i % 300), (ARRAY['Whitepaper','Presentation','Report'])[1 + i % 3],
           (ARRAY['English','German','French','Spanish','Italian','Dutch'])[1 + i % 6]::enum_documents_language,
           i % 10, 'document-' || i || '.pdf', 'application/pdf', 1000 + i, '/api/documents/file/document-' || i || '.pdf',
           'published'
    FROM generate_series(1, ${sizes.documents}) i;
  ${inBothLanguages('documents', first('documents'), { en: `'Document ' || n`, de: `'Dokument ' || n` }, ['title'])}
  -- The words inside each document's file, as the extraction stores them (about 1.5 kB each, from
  -- a few sentences in turn, so every word is frequent); the trigger puts them into the search.
  INSERT INTO document_texts (document_id, status, source, text, extracted_at, updated_at, created_at)
    SELECT d.id, 'extracted', md5(d.id::text),
           'Document ' || (d.id - ${first('documents')} + 1) || '. ' || (
             SELECT string_agg((ARRAY[${DOCUMENT_SENTENCES.map((sentence) => `'${sentence}'`).join(', ')}])[1 + (d.id * 7 + k * 3) % ${DOCUMENT_SENTENCES.length}], ' ')
             FROM generate_series(1, 18) k),
           now(), now(), now()
    FROM documents d;
  INSERT INTO projects (state, type, start_date, _status)
    SELECT (ARRAY['call_for_participation','running','closed'])[1 + i % 3]::enum_projects_state,
           (ARRAY['Research','Open Source Code','Management','Innovation','Education','Consulting','Development'])[1 + i % 7]::enum_projects_type,
           now() - (i || ' days')::interval, 'published'
    FROM generate_series(1, ${sizes.projects}) i;
  ${inBothLanguages('projects', first('projects'), {
    en: `'Project ' || n, ${richTextOf("'Generated project ' || n")}, 'Generated project ' || n`,
    de: `'Projekt ' || n, ${richTextOf("'Erzeugtes Projekt ' || n")}, 'Erzeugtes Projekt ' || n`,
  })}
  INSERT INTO surveys (is_active, is_anonymous, _status)
    SELECT true, i <= ${sizes.anonymousSurveys}, 'published' FROM generate_series(1, ${sizes.surveys}) i;
  ${inBothLanguages('surveys', first('surveys'), { en: `'Survey ' || n`, de: `'Umfrage ' || n` }, ['title'])}
  INSERT INTO survey_questions (survey_id, question_type, order_index, is_required)
    SELECT surveys.id, 'text', q - 1, true
    FROM surveys, generate_series(1, ${sizes.questionsPerSurvey}) q;
  ${inBothLanguages('survey_questions', first('survey_questions'), { en: `'Question ' || n`, de: `'Frage ' || n` }, ['question_text'])}

  INSERT INTO document_downloads (user_id, document_id, created_at)
    SELECT ${someMember}, ${first('documents')} + floor(${sizes.documents} * random())::int, ${someTime}
    FROM generate_series(1, ${activity.downloads});

  -- A member answers all questions of a survey once: distinct (member, survey) pairs.
  INSERT INTO survey_responses (survey_id, question_id, response_value, user_id, created_at)
    SELECT survey_questions.survey_id, survey_questions.id, 'Answer ' || (1 + (pairs.user_id + survey_questions.id) % 5), pairs.user_id,
           pairs.at + (survey_questions.order_index || ' seconds')::interval
    FROM (
      SELECT DISTINCT ON (user_id, survey_id) user_id, survey_id, at
      FROM (
        SELECT ${someMember} AS user_id,
               ${first('surveys')} + ${sizes.anonymousSurveys} + floor(${sizes.surveys - sizes.anonymousSurveys} * random())::int AS survey_id,
               ${someTime} AS at
        FROM generate_series(1, ${Math.ceil(activity.memberSurveySubmissions * 1.7)})
      ) candidates
      LIMIT ${activity.memberSurveySubmissions}
    ) pairs
    JOIN survey_questions ON survey_questions.survey_id = pairs.survey_id;
  INSERT INTO survey_responses (survey_id, question_id, response_value, user_id, created_at)
    SELECT survey_questions.survey_id, survey_questions.id, 'Anonymous answer', NULL, submissions.at
    FROM (
      SELECT ${first('surveys')} + floor(${sizes.anonymousSurveys} * random())::int AS survey_id, ${someTime} AS at
      FROM generate_series(1, ${activity.anonymousSurveySubmissions})
    ) submissions
    JOIN survey_questions ON survey_questions.survey_id = submissions.survey_id;

  INSERT INTO saved_event_dates (user_id, event_id, created_at)
    SELECT user_id, event_id, ${someTime}
    FROM (${distinctPairs('event_id', `${first('events')} + floor(${sizes.events} * random())::int`, activity.savedEvents)}) pairs;
  INSERT INTO agenda_interests (user_id, agenda_item_id, created_at)
    SELECT user_id, agenda_item_id, ${someTime}
    FROM (${distinctPairs('agenda_item_id', `${first('agenda_items')} + floor(${sizes.agendaItems} * random())::int`, activity.agendaInterests)}) pairs;
  INSERT INTO project_applications (user_id, project_id, status, message, created_at)
    SELECT user_id, project_id, (ARRAY['pending','approved','rejected'])[1 + floor(3 * random())::int]::enum_project_applications_status,
           'I would like to contribute.', ${someTime}
    FROM (${distinctPairs('project_id', `${first('projects')} + floor(${sizes.projects} * random())::int`, activity.applications)}) pairs;

  -- A year of daily activity snapshots (the dashboard's weekly active members), as the jobs queue
  -- stores them shortly after each Berlin midnight, and the members' last activity.
  INSERT INTO activity_snapshots (day, weekly_active, daily_active, members, created_at, updated_at)
    SELECT d::date::timestamp AT TIME ZONE 'Europe/Berlin',
           floor(${sizes.activeMembers} * (0.08 + 0.02 * random())), floor(${sizes.activeMembers} * (0.015 + 0.005 * random())),
           ${sizes.members}, d + interval '1 day 5 minutes', d + interval '1 day 5 minutes'
    FROM generate_series(now() - interval '365 days', now() - interval '1 day', interval '1 day') d;
  UPDATE users SET last_active_at = now() - random() * interval '60 days' WHERE id < (SELECT min(id) FROM users) + ${sizes.activeMembers};

  -- 30 % pending (never sent), 40 % sent, 20 % accepted, 10 % expired (half of them sent before).
  INSERT INTO invitations (email, invited_by_id, status, invited_at, expires_at, accepted_at, created_at)
    SELECT 'invitee' || i || '@bench.example', user_id,
           (CASE WHEN i % 10 < 3 THEN 'pending' WHEN i % 10 < 7 THEN 'sent' WHEN i % 10 < 9 THEN 'accepted' ELSE 'expired' END)::enum_invitations_status,
           CASE WHEN i % 10 >= 3 AND i % 20 <> 19 THEN at + interval '1 hour' END,
           at + interval '14 days',
           CASE WHEN i % 10 IN (7, 8) THEN at + interval '2 days' END,
           at
    FROM (SELECT i, ${someMember} AS user_id, ${someTime} AS at FROM generate_series(1, ${activity.invitations}) i) generated;
`
}

/** Counts what the database holds now. */
export async function countData(client: pg.Client): Promise<DataCounts> {
  const { rows } = await client.query(`
    SELECT (SELECT count(*) FROM users)::int AS members,
           (SELECT count(*) FROM organizations)::int AS organizations,
           (SELECT count(*) FROM events)::int AS events,
           (SELECT count(*) FROM agenda_items)::int AS "agendaItems",
           (SELECT count(*) FROM speakers)::int AS speakers,
           (SELECT count(*) FROM documents)::int AS documents,
           (SELECT count(*) FROM projects)::int AS projects,
           (SELECT count(*) FROM surveys)::int AS surveys,
           (SELECT count(*) FROM document_downloads)::int AS downloads,
           (SELECT count(*) FROM saved_event_dates)::int AS "savedEvents",
           (SELECT count(*) FROM agenda_interests)::int AS "agendaInterests",
           (SELECT count(*) FROM survey_responses)::int AS "surveyResponses",
           (SELECT count(*) FROM project_applications)::int AS applications,
           (SELECT count(*) FROM invitations)::int AS invitations`)
  const counts = rows[0] as Omit<DataCounts, 'activityRows'>
  const activityRows =
    counts.downloads + counts.savedEvents + counts.agendaInterests + counts.surveyResponses + counts.applications + counts.invitations
  return { ...counts, activityRows }
}

/**
 * Fills an empty, migrated database with `sizes` (then VACUUM ANALYZE, so the planner knows the
 * tables as a long-running site's would) and returns what it holds and how long it took.
 */
export async function generateData(connectionString: string, sizes: DataSizes): Promise<{ counts: DataCounts; seconds: number }> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const started = performance.now()
    await client.query(seedSql(sizes))
    await client.query('VACUUM ANALYZE')
    const seconds = (performance.now() - started) / 1000
    return { counts: await countData(client), seconds }
  } finally {
    await client.end()
  }
}
