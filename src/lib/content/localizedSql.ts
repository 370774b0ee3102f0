import { sql } from '@payloadcms/db-postgres'

import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import type { SqlQuery } from '@/lib/engagement/sqlExecutor'

import { otherLanguage } from './contentLocalization'

/**
 * One language's value of a localized column: Payload keeps it in `<table>_locales`, a row per
 * language, whose only index is unique on (language, row), so the language is always named.
 */
export const versionIn = (table: string, column: string, parentId: SqlQuery, language: Language): SqlQuery =>
  sql`(SELECT l.${sql.identifier(column)} FROM ${sql.identifier(`${table}_locales`)} l
    WHERE l._locale = ${language}::"_locales" AND l._parent_id = ${parentId})`

/**
 * A localized column read in raw SQL: the version in `language`, else the other one, as Payload's
 * reads fall back (contentLocalization). `parentId` is the row's id in the outer query, for
 * example sql`e.id`. Two index lookups per row.
 */
export const localizedColumn = (table: string, column: string, parentId: SqlQuery, language: Language = DEFAULT_LANGUAGE): SqlQuery =>
  sql`coalesce(${versionIn(table, column, parentId, language)}, ${versionIn(table, column, parentId, otherLanguage(language))})`
