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
  'document-versions': { singular: 'Dokumentversion', plural: 'Dokumentversionen' },
  passkeys: { singular: 'Passkey', plural: 'Passkeys' },
  'second-steps': { singular: 'Zweiter Schritt', plural: 'Zweite Schritte' },
  documents: { singular: 'Dokument', plural: 'Dokumente' },
  tags: { singular: 'Schlagwort', plural: 'Schlagwörter' },
  surveys: { singular: 'Umfrage', plural: 'Umfragen' },
  'survey-questions': { singular: 'Frage', plural: 'Umfragefragen' },
  organizations: { singular: 'Organisation', plural: 'Organisationen' },
  'organization-domains': { singular: 'Organisationsdomain', plural: 'Organisationsdomains' },
  invitations: { singular: 'Einladung', plural: 'Einladungen' },
  users: { singular: 'Benutzer', plural: 'Benutzer' },
  'saved-event-dates': { singular: 'Gemerkter Termin', plural: 'Gemerkte Termine' },
  'agenda-interests': { singular: 'Agenda-Vormerkung', plural: 'Agenda-Vormerkungen' },
  'document-downloads': { singular: 'Dokument-Download', plural: 'Dokument-Downloads' },
  'survey-responses': { singular: 'Umfrageantwort', plural: 'Umfrageantworten' },
  notifications: { singular: 'Benachrichtigung', plural: 'Benachrichtigungen' },
  'email-outbox': { singular: 'Ausgehende E-Mail', plural: 'Ausgehende E-Mails' },
  'document-texts': { singular: 'Dokumenttext', plural: 'Dokumenttexte' },
  'schedule-changes': { singular: 'Programmänderung', plural: 'Programmänderungen' },
  'activity-snapshots': { singular: 'Aktivitätszählung', plural: 'Aktivitätszählungen' },
  media: { singular: 'Medium', plural: 'Medien' },
  'audit-log': { singular: 'Protokolleintrag', plural: 'Protokolleinträge' },
  'directory-profiles': { singular: 'Verzeichniseintrag', plural: 'Personenverzeichnis' },
  'contact-requests': { singular: 'Kontaktanfrage', plural: 'Kontaktanfragen' },
  'member-blocks': { singular: 'Blockierung', plural: 'Blockierungen' },
  'member-reports': { singular: 'Meldung', plural: 'Meldungen' },
  'discussion-reports': { singular: 'Meldung zu einem Beitrag', plural: 'Meldungen zu Beiträgen' },
  'discussion-posts': { singular: 'Diskussionsbeitrag', plural: 'Diskussionsbeiträge' },
  'discussion-reactions': { singular: 'Reaktion auf einen Beitrag', plural: 'Reaktionen auf Beiträge' },
  'membership-requests': { singular: 'Mitgliedschaftsanfrage', plural: 'Mitgliedschaftsanfragen' },
  'live-questions': { singular: 'Live-Frage', plural: 'Live-Fragen' },
  'live-question-votes': { singular: 'Stimme für eine Live-Frage', plural: 'Stimmen für Live-Fragen' },
  'discussion-subscriptions': { singular: 'Diskussionsabo', plural: 'Diskussionsabos' },
}

export const GERMAN_GLOBAL_NAMES: Record<string, string> = {
  'live-session': 'Live-Session',
  'about-page': 'Über-uns-Seite',
}

/** The German of the collections' and globals' descriptions (shown under a list's or global's heading), by slug. */
export const GERMAN_DESCRIPTIONS: Record<string, string> = {
  'live-questions':
    'Fragen, die Mitglieder während Programmpunkten gestellt haben. Die Projektoransicht eines Programmpunkts öffnen Sie bei seinem Programmpunkt.',
  'activity-snapshots':
    'Aktive Mitglieder, einmal täglich von der Aufgabenwarteschlange gezählt, für die aktiven Mitglieder je Woche in der Übersicht.',
  'audit-log':
    'Schreibzugriffe von Admins, Anmeldungen im Admin-Bereich, Exporte und erneut gesendete E-Mails, neueste zuerst, aufbewahrt für AUDIT_RETENTION_DAYS Tage (365, wenn nicht gesetzt). Niemand kann einen Eintrag ändern oder löschen.',
  notifications:
    'Hinweise an Mitglieder in der Website (die Glocke und /notifications), vom Server geschrieben; jedes Mitglied markiert seine eigenen als gelesen.',
  'email-outbox':
    'Erinnerungen, E-Mails zu Programmänderungen, Benachrichtigungen und Wochenüberblicke an Mitglieder, versendet von der Aufgabenwarteschlange. Eine Erinnerung, die in „Wird gesendet“ stehen blieb, wurde unterbrochen und wird nicht erneut versucht, damit niemand sie doppelt erhält (ein Wochenüberblick nach 10 Minuten schon); einen fehlgeschlagenen Eintrag kann ein Super-Admin unter „Betrieb“ erneut senden.',
  'document-texts':
    'Die Wörter in jeder Datei der Bibliothek, für die Suche der Mitglieder. Von der Aufgabenwarteschlange nach jedem Hochladen gefüllt; nur lesbar.',
  'directory-profiles':
    'Mitglieder, die dem Personenverzeichnis beigetreten sind, nur mit dem, was sie zeigen möchten. Vom Server aus den Profilen der Mitglieder geführt.',
  'member-reports': 'Aus dem Personenverzeichnis gemeldete Mitglieder. Das gemeldete Mitglied erfährt davon nichts.',
  'discussion-posts': 'Beiträge, die Mitglieder unter Veranstaltungen, Programmpunkten, Dokumenten und Projekten schreiben.',
  'discussion-reports':
    'Von Mitgliedern gemeldete Diskussionsbeiträge. Bearbeiten Sie sie in der Moderationsliste; wer gemeldet hat, erfährt der Autor nicht.',
  'membership-requests':
    'Mitglieder, die der Organisation beitreten möchten, für die sie nach eigener Angabe arbeiten. Eine Bestätigung macht sie zu Mitgliedern (TLP-Material, Mitgliederlisten, Benchmarks); zum Entscheiden den Status setzen.',
  'organization-domains':
    'E-Mail-Domains von Organisationen. Geben Sie eine bestätigte frei, indem Sie ihren Status auf „Verifiziert“ setzen.',
  'about-page': 'Was /about zeigt: die Mission, die Herkunft der Community und ihre Grundwerte.',
  'live-session': 'Die interaktive Präsentation, die /live in einem abgeschotteten Rahmen zeigt.',
}
