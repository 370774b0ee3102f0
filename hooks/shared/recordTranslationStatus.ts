import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import { versionIn } from '@/lib/content/localizedSql'
import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'

export const TRANSLATION_STATUSES = ['complete', 'missingGerman', 'missingEnglish'] as const
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number]

/**
 * After every save, in the save's transaction: whether the row's key text (its title, or a
 * speaker's bio) exists in English, in German or in both, from the `<table>_locales` rows
 * Payload wrote, so the admin lists show and filter what lacks a version. Written in SQL
 * because the field is read-only to every client, admins included: it is never typed in.
 */
export const recordTranslationStatus =
  ({ table, column, versions }: { table: string; column: string; versions: boolean }): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const db = await requestDatabase(req, 'sets the read-only translation status inside the save, without running its hooks again')
    const { rows } = await db.execute(sql`
      UPDATE ${sql.identifier(table)} t SET translation_status = CASE
          WHEN versions.english AND NOT versions.german THEN 'missingGerman'
          WHEN versions.german AND NOT versions.english THEN 'missingEnglish'
          ELSE 'complete' END::${sql.identifier(`enum_${table}_translation_status`)}
      FROM (SELECT ${versionIn(table, column, sql`${doc.id}`, 'en')} IS NOT NULL AS english,
                   ${versionIn(table, column, sql`${doc.id}`, 'de')} IS NOT NULL AS german) versions
      WHERE t.id = ${doc.id}
      RETURNING t.translation_status::text AS status`)
    const status = (rows[0] as { status?: TranslationStatus } | undefined)?.status
    if (!status) return doc
    // The edit view and the next save's comparison read a collection with drafts from its latest version.
    if (versions) {
      await db.execute(sql`
        UPDATE ${sql.identifier(`_${table}_v`)} SET version_translation_status = ${status}::text::${sql.identifier(`enum__${table}_v_version_translation_status`)}
        WHERE parent_id = ${doc.id} AND latest`)
    }
    return { ...doc, translationStatus: status }
  }
