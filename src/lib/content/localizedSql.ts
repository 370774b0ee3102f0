import { sql } from '@payloadcms/db-postgres'

import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import type { SqlQuery } from '@/lib/engagement/sqlExecutor'

/**
 * A localized column read in raw SQL (Payload keeps it in `<table>_locales`, a row per language):
 * the version in `language`, else the other one, as Payload's reads fall back (contentLocalization).
 * `parentId` is the row's id in the outer query, for example sql`e.id`.
 */
export const localizedColumn = (table: string, column: string, parentId: SqlQuery, language: Language = DEFAULT_LANGUAGE): SqlQuery =>
  sql`(SELECT l.${sql.identifier(column)} FROM ${sql.identifier(`${table}_locales`)} l
    WHERE l._parent_id = ${parentId} AND l.${sql.identifier(column)} IS NOT NULL
    ORDER BY (l._locale::text = ${language}) DESC LIMIT 1)`
