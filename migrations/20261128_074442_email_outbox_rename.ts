import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The e-mail outbox was the `notifications` collection; it becomes `email-outbox`, so that
 * `notifications` can name the members' inbox. Every object is renamed in place (table, enums,
 * primary key, sequence, indexes, foreign keys, the lock table's column): no row is copied or lost.
 */
const RENAMES: [kind: 'TYPE' | 'TABLE' | 'SEQUENCE' | 'INDEX', from: string, to: string][] = [
  ['TYPE', 'enum_notifications_kind', 'enum_email_outbox_kind'],
  ['TYPE', 'enum_notifications_status', 'enum_email_outbox_status'],
  ['TABLE', 'notifications', 'email_outbox'],
  ['SEQUENCE', 'notifications_id_seq', 'email_outbox_id_seq'],
  ['INDEX', 'notifications_pkey', 'email_outbox_pkey'],
  ['INDEX', 'notifications_user_idx', 'email_outbox_user_idx'],
  ['INDEX', 'notifications_event_idx', 'email_outbox_event_idx'],
  ['INDEX', 'notifications_agenda_item_idx', 'email_outbox_agenda_item_idx'],
  ['INDEX', 'notifications_delivery_key_idx', 'email_outbox_delivery_key_idx'],
  ['INDEX', 'notifications_status_idx', 'email_outbox_status_idx'],
  ['INDEX', 'notifications_updated_at_idx', 'email_outbox_updated_at_idx'],
  ['INDEX', 'notifications_created_at_idx', 'email_outbox_created_at_idx'],
  ['INDEX', 'payload_locked_documents_rels_notifications_id_idx', 'payload_locked_documents_rels_email_outbox_id_idx'],
]
/** Foreign keys, by the table that holds them (after the table's rename). */
const CONSTRAINTS: [table: string, from: string, to: string][] = [
  ['email_outbox', 'notifications_user_id_users_id_fk', 'email_outbox_user_id_users_id_fk'],
  ['email_outbox', 'notifications_event_id_events_id_fk', 'email_outbox_event_id_events_id_fk'],
  ['email_outbox', 'notifications_agenda_item_id_agenda_items_id_fk', 'email_outbox_agenda_item_id_agenda_items_id_fk'],
  ['payload_locked_documents_rels', 'payload_locked_documents_rels_notifications_fk', 'payload_locked_documents_rels_email_outbox_fk'],
]

const statements = (direction: 'up' | 'down') => {
  const renamed = (from: string, to: string) => (direction === 'up' ? [from, to] : [to, from])
  const objects = RENAMES.map(([kind, ...names]) => {
    const [from, to] = renamed(...names)
    return `ALTER ${kind} "${from}" RENAME TO "${to}";`
  })
  const table = direction === 'up' ? 'email_outbox' : 'notifications'
  const constraints = CONSTRAINTS.map(([holder, ...names]) => {
    const [from, to] = renamed(...names)
    return `ALTER TABLE "${holder === 'email_outbox' ? table : holder}" RENAME CONSTRAINT "${from}" TO "${to}";`
  })
  const [fromColumn, toColumn] = renamed('notifications_id', 'email_outbox_id')
  const column = `ALTER TABLE "payload_locked_documents_rels" RENAME COLUMN "${fromColumn}" TO "${toColumn}";`
  return sql.raw([...objects, column, ...constraints].join('\n'))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(statements('up'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(statements('down'))
}
