import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { plainTextToRichText } from '../src/lib/content/richText/plainTextToRichText'
import { richTextToPlainText } from '../src/lib/content/richText/richTextToPlainText'

type Database = MigrateUpArgs['db']

/** The plain-text content fields that become rich text, each with a plain-text companion. */
const CONVERTED = [
  { table: 'events', column: 'description' },
  { table: 'events', column: 'additional_information' },
  { table: 'projects', column: 'description' },
  { table: 'documents', column: 'description' },
  { table: 'surveys', column: 'description' },
]
const BATCH = 1000

/**
 * A text column becomes the editor's document: the text is first kept in `<column>_text`, the
 * column turns into jsonb, and each row's document is built from its text in batches (a
 * paragraph per block of lines, a line break per newline: src/lib/content/richText/plainTextToRichText.ts).
 * The companion then holds what the document reads back, as every later save writes it.
 */
export async function toRichText(db: Database, table: string, column: string) {
  const textColumn = `${column}_text`
  await db.execute(sql`
    ALTER TABLE ${sql.identifier(table)} ADD COLUMN ${sql.identifier(textColumn)} varchar;
    UPDATE ${sql.identifier(table)} SET ${sql.identifier(textColumn)} = ${sql.identifier(column)};
    ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)} SET DATA TYPE jsonb USING NULL;`)
  let last = 0
  for (;;) {
    const { rows } = await db.execute(sql`
      SELECT id, ${sql.identifier(textColumn)} AS text FROM ${sql.identifier(table)}
      WHERE id > ${last} AND ${sql.identifier(textColumn)} IS NOT NULL ORDER BY id LIMIT ${BATCH}`)
    if (rows.length === 0) return
    const values = rows.map(({ id, text }) => {
      const doc = plainTextToRichText(text as string)
      return { id, doc, text: richTextToPlainText(doc) }
    })
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} AS target SET ${sql.identifier(column)} = converted.doc, ${sql.identifier(textColumn)} = converted.text
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS converted(id integer, doc jsonb, text varchar)
      WHERE target.id = converted.id`)
    last = rows[rows.length - 1].id as number
  }
}

/** The text /about showed while it was written in the page itself: the global starts with it. */
const ABOUT_BODY = [
  'Our mission is to bring information technology and operational technology professionals together, so that the systems that run plants, grids and water works become safer, more reliable and easier to modernise.',
  'The community grew out of an IT/OT summit, where engineers from the control room and specialists from the data centre realised they were solving the same problems from two sides. They kept talking after the summit ended; this platform is where that conversation continues, with events, shared documents, community projects and surveys.',
].join('\n\n')
const ABOUT_VALUES = [
  { title: 'Collaboration', icon: 'handshake', text: 'Operators, vendors, researchers and public bodies work on shared problems, in the open.' },
  {
    title: 'Knowledge Exchange',
    icon: 'lightbulb',
    text: 'Practical experience from plants and control rooms, shared so others do not have to learn it the hard way.',
  },
  {
    title: 'Trust & Respect',
    icon: 'shield',
    text: 'A vendor-neutral place where members speak frankly and what is shared in confidence stays there.',
  },
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`

   CREATE TYPE "public"."enum_about_page_values_icon" AS ENUM('handshake', 'lightbulb', 'shield', 'users', 'network', 'factory');
  CREATE TABLE "about_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon" "enum_about_page_values_icon" DEFAULT 'handshake' NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"body_text" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "speakers" ADD COLUMN "bio" jsonb;
  ALTER TABLE "speakers" ADD COLUMN "bio_text" varchar;
  ALTER TABLE "agenda_items" ADD COLUMN "description" jsonb;
  ALTER TABLE "agenda_items" ADD COLUMN "description_text" varchar;
  ALTER TABLE "about_page_values" ADD CONSTRAINT "about_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "about_page_values_order_idx" ON "about_page_values" USING btree ("_order");
  CREATE INDEX "about_page_values_parent_id_idx" ON "about_page_values" USING btree ("_parent_id");`)
  for (const { table, column } of CONVERTED) await toRichText(db, table, column)

  const body = plainTextToRichText(ABOUT_BODY)
  const [{ id }] = (
    await db.execute(sql`
      INSERT INTO about_page (title, body, body_text, updated_at, created_at)
      VALUES ('About the IT/OT Community', ${JSON.stringify(body)}::jsonb, ${richTextToPlainText(body)}, now(), now()) RETURNING id`)
  ).rows
  for (const [order, value] of ABOUT_VALUES.entries()) {
    await db.execute(sql`
      INSERT INTO about_page_values (_order, _parent_id, id, title, icon, text)
      VALUES (${order + 1}, ${id}, ${`about-value-${order + 1}`}, ${value.title}, ${value.icon}, ${value.text})`)
  }
}

/** Back to plain text: each column takes its companion's words. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table, column } of CONVERTED) {
    await db.execute(sql`
      ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)} SET DATA TYPE varchar USING ${sql.identifier(`${column}_text`)};
      ALTER TABLE ${sql.identifier(table)} DROP COLUMN ${sql.identifier(`${column}_text`)};`)
  }
  await db.execute(sql`

   ALTER TABLE "about_page_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "about_page_values" CASCADE;
  DROP TABLE "about_page" CASCADE;
  ALTER TABLE "speakers" DROP COLUMN "bio";
  ALTER TABLE "speakers" DROP COLUMN "bio_text";
  ALTER TABLE "agenda_items" DROP COLUMN "description";
  ALTER TABLE "agenda_items" DROP COLUMN "description_text";
  DROP TYPE "public"."enum_about_page_values_icon";`)
}
