/**
 * The collections' and globals' names in German, by slug. Their English names stay where they are
 * (each collection's `labels`, or Payload's from the slug); src/lib/admin/bilingualLabels.ts adds
 * these beside them, so Payload's screens, the side menu and the dashboard name them in the admin's language.
 */
export const GERMAN_COLLECTION_NAMES: Record<string, { singular: string; plural: string }> = {
  events: { singular: 'Veranstaltung', plural: 'Veranstaltungen' },
  speakers: { singular: 'Referent', plural: 'Referenten' },
  'agenda-items': { singular: 'Programmpunkt', plural: 'Programmpunkte' },
  projects: { singular: 'Projekt', plural: 'Projekte' },
  'project-applications': { singular: 'Projektbewerbung', plural: 'Projektbewerbungen' },
  'project-members': { singular: 'Projektmitglied', plural: 'Projektmitglieder' },
  'project-documents': { singular: 'Projektdokument', plural: 'Projektdokumente' },
  documents: { singular: 'Dokument', plural: 'Dokumente' },
  surveys: { singular: 'Umfrage', plural: 'Umfragen' },
  'survey-questions': { singular: 'Frage', plural: 'Umfragefragen' },
  organizations: { singular: 'Organisation', plural: 'Organisationen' },
  invitations: { singular: 'Einladung', plural: 'Einladungen' },
  users: { singular: 'Benutzer', plural: 'Benutzer' },
  'saved-event-dates': { singular: 'Gemerkter Termin', plural: 'Gemerkte Termine' },
  'agenda-interests': { singular: 'Agenda-Vormerkung', plural: 'Agenda-Vormerkungen' },
  'document-downloads': { singular: 'Dokument-Download', plural: 'Dokument-Downloads' },
  'survey-responses': { singular: 'Umfrageantwort', plural: 'Umfrageantworten' },
  notifications: { singular: 'Mitgliederbenachrichtigung', plural: 'Mitgliederbenachrichtigungen' },
  'schedule-changes': { singular: 'Programmänderung', plural: 'Programmänderungen' },
  'activity-snapshots': { singular: 'Aktivitätszählung', plural: 'Aktivitätszählungen' },
  media: { singular: 'Medium', plural: 'Medien' },
  'audit-log': { singular: 'Protokolleintrag', plural: 'Protokolleinträge' },
}

export const GERMAN_GLOBAL_NAMES: Record<string, string> = {
  'live-session': 'Live-Session',
  'about-page': 'Über-uns-Seite',
}
