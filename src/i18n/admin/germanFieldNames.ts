import { TAG_FRAMEWORK_NAMES, TAG_FRAMEWORKS } from '@/lib/content/tags/tagFrameworks'
import { TLP_LABELS, TLP_LEVELS } from '@/lib/library/tlp/tlpLevels'
import {
  AGENDA_ITEM_STATUSES,
  APPLICATION_STATUSES,
  CONTACT_REQUEST_STATUSES,
  INTERESTS,
  INVITATION_STATUSES,
  MEMBERSHIP_REQUEST_STATUSES,
  NOTICE_DELIVERIES,
  NOTICE_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  ORGANIZATION_TYPES,
  PROJECT_MEMBER_ROLES,
  PROJECT_STATES,
  QUESTION_TYPES,
  SECTORS,
  type Sector,
  sectorKey,
} from '@/lib/shared/enums'

import { adminDe } from './de'

/**
 * A field's German words: its label alone, or with the German of its select options (by value),
 * of its description (where it has an English one) and of an array's row names.
 */
export type GermanField =
  | string
  | {
      label: string
      options?: Record<string, string>
      description?: string
      labels?: { singular: string; plural: string }
    }

/** The admin's German names of stored values (roles, statuses, kinds), as its cells already show them. */
const valuesIn = (values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((value) => [value, (adminDe.values as Record<string, string>)[value] ?? value]))

const ROLE_OPTIONS = valuesIn(['community_user', 'admin', 'super_admin'])
const NOTICE_DELIVERY_OPTIONS = valuesIn(NOTICE_DELIVERIES)
const WORKING_IN_OPTIONS = { IT: 'IT', OT: 'OT' }
/** The site's languages (a member's, an invitation e-mail's), offered in English as each names itself. */
const SITE_LANGUAGE_OPTIONS = { en: 'Englisch', de: 'Deutsch' }
/** As the member site's documents page names them. */
const DOCUMENT_LANGUAGE_OPTIONS = {
  English: 'Englisch',
  German: 'Deutsch',
  French: 'Französisch',
  Spanish: 'Spanisch',
  Italian: 'Italienisch',
  Dutch: 'Niederländisch',
}
/** As the member site's projects page names them. */
const PROJECT_TYPE_OPTIONS = {
  Research: 'Forschung',
  'Open Source Code': 'Open-Source-Code',
  Management: 'Management',
  Innovation: 'Innovation',
  Education: 'Bildung',
  Consulting: 'Beratung',
  Development: 'Entwicklung',
}
const FILE_SIZE = 'Dateigröße'
/** fields/tagsField.ts: the standards and topics of documents, events, agenda items and projects. */
const TAGS_FIELD: GermanField = {
  label: 'Standards und Themen',
  description: 'Die Seite jedes Schlagworts führt es auf, und die Listen und die Suche filtern danach.',
}
/** fields/tlpFields.ts: the TLP label of shared material and whom it names. */
const TLP_FIELDS: Record<string, GermanField> = {
  tlp: {
    label: 'TLP-Kennzeichnung',
    // FIRST.org's labels are the same in every language.
    options: Object.fromEntries(TLP_LEVELS.map((level) => [level, TLP_LABELS[level]])),
    description:
      'CLEAR: alle. GREEN: angemeldete Mitglieder. AMBER: die besitzende Organisation und die genannten Organisationen. AMBER+STRICT: nur die besitzende Organisation. RED: die genannten Personen.',
  },
  owningOrganization: {
    label: 'Besitzende Organisation',
    description: 'Wessen Material es ist; AMBER und AMBER+STRICT teilen es mit ihren Mitgliedern.',
  },
  sharedWithOrganizations: {
    label: 'Geteilt mit Organisationen',
    description: 'AMBER: Die Mitglieder dieser Organisationen lesen es auch.',
  },
  sharedWithPeople: { label: 'Geteilt mit Personen', description: 'RED: Nur diese Personen lesen es.' },
}
/** fields/audienceFields.ts: events and documents notify their audience; projects and surveys only put it first in the digest. */
const audienceFields = ({ notifies }: { notifies: boolean }): Record<string, GermanField> => {
  const effect = notifies
    ? 'werden bei der ersten Veröffentlichung benachrichtigt und sehen es zuerst in ihrem Wochenüberblick'
    : 'sehen es zuerst in ihrem Wochenüberblick'
  return {
    sectors: {
      label: 'Für Branchen',
      options: Object.fromEntries(Object.entries(valuesIn(SECTORS)).map(([sector, german]) => [sectorKey(sector as Sector), german])),
      description: `Mitglieder, deren Organisation zu einer dieser Branchen gehört, ${effect}.`,
    },
    organizationTypes: {
      label: 'Für Organisationsarten',
      options: valuesIn(ORGANIZATION_TYPES),
      description: `Mitglieder von Organisationen dieser Arten ${effect}.`,
    },
    interests: {
      label: 'Für Interessen',
      options: valuesIn(INTERESTS),
      description: `Mitglieder, die eines dieser Interessen in ihrem Profil gewählt haben, ${effect}.`,
    },
  }
}

/**
 * The German labels of the collections' and globals' fields, by slug, then by the field's path
 * (its name; inside an array or a named group `array.field`). Rows, collapsibles and unnamed
 * tabs add nothing to a path. The English stays where it is (the field's `label`, or the words
 * Payload makes of its name); src/lib/admin/bilingualFieldLabels.ts puts these beside it, so the
 * admin's forms, list columns and filters read the admin's language. The audit trail and
 * exports keep reading English (englishLabel).
 */
export const GERMAN_FIELD_NAMES: Record<string, Record<string, GermanField>> = {
  events: {
    tags: TAGS_FIELD,
    shareImage: {
      label: 'Vorschaubild',
      description: 'Was ein geteilter Link zu dieser Veranstaltung zeigt. Wird neu gezeichnet, wenn sich Titel, Zeit oder Ort ändern.',
    },
    shareImageKey: 'Vorschaubild-Schlüssel',
    ...audienceFields({ notifies: true }),
    title: 'Titel',
    description: 'Beschreibung',
    descriptionText: 'Beschreibung (Klartext)',
    date: 'Beginn',
    endDate: 'Ende',
    location: 'Ort',
    isOnline: 'Online-Veranstaltung',
    sponsor: 'Sponsor',
    attendees: 'Teilnehmende',
    maxAttendees: 'Maximale Teilnehmerzahl',
    registrationRequired: 'Anmeldung erforderlich',
    registrationLink: 'Anmeldelink',
    additionalInformation: 'Weitere Informationen',
    additionalInformationText: 'Weitere Informationen (Klartext)',
    image: 'Bild',
    agenda: 'Programmpunkte',
    speakers: 'Referenten',
  },
  speakers: {
    event: 'Veranstaltung',
    title: {
      label: 'Titel',
      options: { 'Dr.': 'Dr.', 'Prof. Dr.': 'Prof. Dr.' },
      description: 'Leer lassen, wenn die Person keinen Titel führt.',
    },
    firstName: 'Vorname',
    lastName: 'Nachname',
    jobRole: 'Funktion',
    company: 'Unternehmen',
    image: 'Bild',
    bio: 'Kurzbiografie',
    bioText: 'Kurzbiografie (Klartext)',
    fullName: 'Name',
  },
  'agenda-items': {
    tags: TAGS_FIELD,
    event: 'Veranstaltung',
    title: 'Titel',
    startTime: 'Beginn',
    endTime: 'Ende',
    room: 'Raum',
    speakerName: 'Name des Referenten',
    description: 'Beschreibung',
    descriptionText: 'Beschreibung (Klartext)',
    status: {
      label: 'Status',
      options: valuesIn(AGENDA_ITEM_STATUSES),
      description:
        'Sagen Sie einen Programmpunkt ab, statt ihn zu löschen: Mitglieder, die ihn vorgemerkt haben, erhalten eine E-Mail, und ihre Kalender zeigen ihn als abgesagt.',
    },
    trackColor: 'Track-Farbe',
  },
  projects: {
    tags: TAGS_FIELD,
    ...TLP_FIELDS,
    ...audienceFields({ notifies: false }),
    title: 'Titel',
    description: 'Beschreibung',
    descriptionText: 'Beschreibung (Klartext)',
    state: { label: 'Status', options: valuesIn(PROJECT_STATES) },
    type: { label: 'Projekttyp', options: PROJECT_TYPE_OPTIONS },
    startDate: 'Startdatum',
    image: 'Bild',
    owner: 'Verantwortlich',
    applications: 'Bewerbungen',
    documents: 'Dokumente',
    memberManager: 'Mitgliederverwaltung',
  },
  'project-applications': {
    project: 'Projekt',
    user: 'Benutzer',
    applicant: 'Bewerber',
    applicantFirstName: 'Vorname',
    applicantLastName: 'Nachname',
    applicantEmail: 'E-Mail',
    message: 'Nachricht',
    organization: 'Organisation',
    projectType: { label: 'Projekttyp', options: PROJECT_TYPE_OPTIONS },
    status: { label: 'Status', options: valuesIn(APPLICATION_STATUSES) },
    appliedAt: 'Beworben am',
    review: 'Aktionen',
  },
  'project-members': {
    project: 'Projekt',
    user: 'Benutzer',
    role: { label: 'Rolle', options: valuesIn(PROJECT_MEMBER_ROLES) },
    addedBy: 'Hinzugefügt von',
  },
  'project-documents': {
    filesize: FILE_SIZE,
    project: 'Projekt',
    title: 'Titel',
    uploadedBy: 'Hochgeladen von',
    tlp: TLP_FIELDS.tlp!,
    owningOrganization: TLP_FIELDS.owningOrganization!,
    sharedOrganizations: TLP_FIELDS.sharedWithOrganizations!,
    sharedPeople: TLP_FIELDS.sharedWithPeople!,
  },
  passkeys: {
    user: 'Benutzer',
    name: { label: 'Name', description: 'Wie das Mitglied ihn nennt, zum Beispiel „Arbeitslaptop“.' },
    credentialId: 'Anmeldedaten-ID',
    synced: 'Zwischen Geräten synchronisiert',
    lastUsedAt: 'Zuletzt verwendet',
  },
  'organization-domains': {
    organization: 'Organisation',
    domain: {
      label: 'E-Mail-Domain',
      description: 'Zum Beispiel example.com. Öffentliche Mail-Dienste (gmail.com und ähnliche) werden abgelehnt.',
    },
    status: {
      label: 'Status',
      description: 'Setzen Sie eine bestätigte Domain auf „Verifiziert“, um sie freizugeben.',
      options: {
        unconfirmed: 'Wartet auf die Bestätigung per E-Mail',
        confirmed: 'Per E-Mail bestätigt: wartet auf Freigabe',
        verified: 'Verifiziert',
      },
    },
    confirmationAddress: 'Bestätigt über',
    requestedBy: 'Beantragt von',
    confirmedAt: 'Bestätigt',
    approvedBy: 'Freigegeben von',
    approvedAt: 'Freigegeben',
  },
  'second-steps': {
    user: 'Benutzer',
    totpSecret: 'Schlüssel der Authenticator-App',
    totpEnabledAt: 'Authenticator-App seit',
    totpLastStep: 'Zuletzt verwendeter Zeitschritt',
    recoveryCodes: 'Wiederherstellungscodes',
    version: 'Version',
  },
  'document-versions': {
    filesize: FILE_SIZE,
    document: 'Dokument',
    number: 'Version',
    changeNote: 'Änderungsnotiz',
    uploadedBy: 'Hochgeladen von',
    previewStatus: { label: 'Vorschau', options: { pending: 'Wird erstellt', ready: 'Fertig', none: 'Keine', failed: 'Fehlgeschlagen' } },
    sourceFilename: 'Ursprünglicher Dateiname',
    previewPages: 'Vorschauseiten',
    previewPageCount: 'Vorschauseiten (Anzahl)',
  },
  documents: {
    tags: TAGS_FIELD,
    ...TLP_FIELDS,
    changeNote: {
      label: 'Änderungsnotiz zu einer neuen Datei',
      description:
        'Wenn Sie eine neue Datei hochladen: was sich geändert hat. Mitglieder sehen es im Versionsverlauf; wer eine frühere Version heruntergeladen hat, wird benachrichtigt.',
    },
    versions: 'Versionsverlauf',
    ...audienceFields({ notifies: true }),
    filesize: FILE_SIZE,
    title: 'Titel',
    company: 'Unternehmen',
    documentType: { label: 'Dokumenttyp', description: 'Zum Beispiel Whitepaper, Präsentation, Bericht.' },
    description: 'Beschreibung',
    descriptionText: 'Beschreibung (Klartext)',
    language: { label: 'Sprache', options: DOCUMENT_LANGUAGE_OPTIONS },
    rank: { label: 'Rang', description: 'Höhere Werte erscheinen zuerst.' },
    event: 'Veranstaltung',
  },
  tags: {
    name: 'Name',
    framework: {
      label: 'Rahmenwerk',
      options: Object.fromEntries(TAG_FRAMEWORKS.map((framework) => [framework, TAG_FRAMEWORK_NAMES[framework].de])),
    },
    slug: { label: 'Kurzname', description: 'Die Adresse der Schlagwortseite, /tags/<Kurzname>. Wird aus dem Namen gebildet, wenn leer.' },
    position: { label: 'Position', description: 'Kleinere Werte stehen innerhalb ihres Rahmenwerks weiter vorn.' },
    description: 'Beschreibung',
  },
  surveys: {
    ...audienceFields({ notifies: false }),
    title: 'Titel',
    description: 'Beschreibung',
    descriptionText: 'Beschreibung (Klartext)',
    image: 'Bild',
    questionList: 'Fragenliste',
    isActive: { label: 'Aktiv', description: 'Inaktive Umfragen nehmen keine Antworten an.' },
    isAnonymous: { label: 'Anonym', description: 'Anonyme Umfragen speichern keinen Benutzer; alle anderen erfordern eine Anmeldung.' },
    isBenchmark: {
      label: 'Branchenvergleich',
      description:
        'Mitglieder, die geantwortet haben, sehen ihre Antworten im Vergleich mit ihrer Branche und ihrem Organisationstyp, bei Gruppen ab 5.',
    },
  },
  'survey-questions': {
    survey: 'Umfrage',
    questionText: 'Frage',
    questionType: { label: 'Fragetyp', options: valuesIn(QUESTION_TYPES) },
    options: { label: 'Optionen', labels: { singular: 'Option', plural: 'Optionen' } },
    'options.label': 'Bezeichnung',
    allowMultipleAnswers: 'Mehrere Antworten erlauben',
    orderIndex: { label: 'Reihenfolge', description: 'Beginnt bei null; neue Fragen kommen ans Ende.' },
    isRequired: 'Pflichtfrage',
  },
  organizations: {
    name: 'Name der Organisation',
    type: { label: 'Organisationstyp', options: valuesIn(ORGANIZATION_TYPES) },
    sector: { label: 'Branche', description: 'Optional. Für Industrieorganisationen eine der Branchen der Mitgliederseite.' },
    logo: { label: 'Logo', description: 'Eine Bilddatei. Empfohlen: quadratisch, mindestens 200x200.' },
    userEditable: 'Benutzer dürfen die Angaben der Organisation bearbeiten',
    createdBy: {
      label: 'Erstellt von',
      description: 'Das Mitglied, das sie erstellt hat (und ihr erster Administrator wurde).',
    },
    emailDomains: 'E-Mail-Domains',
    memberCount: 'Mitglieder',
    actions: 'Aktionen',
    members: 'Mitglieder',
  },
  invitations: {
    email: 'E-Mail',
    invitedBy: 'Eingeladen von',
    suggestedFirstName: 'Vorgeschlagener Vorname',
    suggestedLastName: 'Vorgeschlagener Nachname',
    suggestedOrganization: 'Vorgeschlagene Organisation',
    suggestedWorkingIn: { label: 'Tätig in (Vorschlag)', options: WORKING_IN_OPTIONS },
    language: {
      label: 'Sprache der E-Mail',
      options: SITE_LANGUAGE_OPTIONS,
      description: 'Die Sprache der Einladungs-E-Mail; ohne Angabe Englisch.',
    },
    domains: {
      label: 'Unternehmensdomains',
      description: 'Optional, durch Semikolons getrennt; für die Prüfung der E-Mail-Adresse.',
    },
    status: { label: 'Status', options: valuesIn(INVITATION_STATUSES) },
    invitedAt: 'Eingeladen am',
    expiresAt: 'Läuft ab am',
    acceptedAt: 'Angenommen am',
    displayedStatus: 'Status',
    sendEmail: 'Aktionen',
  },
  users: {
    email: 'E-Mail',
    secondStep: 'Zweiter Schritt',
    _verified: 'E-Mail bestätigt',
    emailBounce: {
      label: 'E-Mails unzustellbar',
      description:
        'Gesetzt, wenn der Mailserver diese Adresse endgültig abgelehnt hat. Wird hier, vom Mitglied im Profil oder durch eine neue Adresse gelöscht.',
    },
    'emailBounce.at': 'Seit',
    'emailBounce.reason': 'Antwort des Mailservers',
    firstName: 'Vorname',
    lastName: 'Nachname',
    jobRole: { label: 'Funktion', description: 'Freitext, zum Beispiel „Automatisierungsingenieur“.' },
    workingIn: { label: 'Tätig in', options: WORKING_IN_OPTIONS },
    organizationAdmin: {
      label: 'Administrator der Organisation',
      description:
        'Bearbeitet die Organisation, sieht und entfernt ihre Mitglieder, lädt Kollegen ein und beantragt ihre E-Mail-Domains. Endet, wenn das Mitglied in eine andere Organisation wechselt.',
    },
    language: {
      label: 'Sprache',
      options: SITE_LANGUAGE_OPTIONS,
      description: 'Die Sprache der Mitgliederseite und der E-Mails an dieses Mitglied.',
    },
    organization: {
      label: 'Organisation (Mitglied)',
      description: 'Mitgliedschaft: TLP-Leserechte, Organisationsadmin, Mitgliederlisten und Benchmarks folgen ihr.',
    },
    affiliation: {
      label: 'Zugehörigkeit (nur angezeigt)',
      description: 'Die Organisation, für die das Mitglied nach eigener Angabe arbeitet. Nur angezeigt; gibt keine Rechte.',
    },
    interestedInEducation: 'Weiterbildung',
    interestedInNetworking: 'Networking',
    interestedInUseCases: 'Anwendungsfälle',
    interestedInResearch: 'Forschung',
    eventReminders: 'E-Mail 24 Stunden vor einer gemerkten Veranstaltung',
    agendaItemReminders: 'E-Mail 30 Minuten vor einem Programmpunkt in „Meine Agenda“',
    scheduleChangeAlerts: 'E-Mail, wenn sich eine gemerkte Veranstaltung oder ein vorgemerkter Programmpunkt ändert',
    weeklyDigest: 'Wochenüberblick per E-Mail',
    noticeEmails: 'Benachrichtigungen per E-Mail',
    'noticeEmails.applicationDecisions': { label: 'Entscheidungen über meine Bewerbungen', options: NOTICE_DELIVERY_OPTIONS },
    'noticeEmails.newApplications': { label: 'Neue Bewerbungen für meine Projekte', options: NOTICE_DELIVERY_OPTIONS },
    'noticeEmails.acceptedInvitations': { label: 'Angenommene Einladungen', options: NOTICE_DELIVERY_OPTIONS },
    'noticeEmails.contactRequests': { label: 'Kontaktanfragen aus dem Personenverzeichnis', options: NOTICE_DELIVERY_OPTIONS },
    'noticeEmails.discussionMentions': { label: 'Erwähnungen in Diskussionen', options: NOTICE_DELIVERY_OPTIONS },
    directory: 'Personenverzeichnis',
    'directory.listed': 'Im Personenverzeichnis aufgeführt',
    'directory.showJobRole': 'Funktion zeigen',
    'directory.showOrganization': 'Organisation zeigen',
    'directory.showSector': 'Branche der Organisation zeigen',
    'directory.showWorkingIn': 'IT/OT-Schwerpunkt zeigen',
    'directory.showInterests': 'Interessen zeigen',
    role: { label: 'Systemrolle', options: ROLE_OPTIONS },
    lastActiveAt: 'Zuletzt online',
    googleId: 'Google-Konto',
    fullName: 'Name',
    companyType: 'Organisationstyp',
    joined: 'Beigetreten',
    analytics: 'Auswertung',
    actions: 'Aktionen',
  },
  'saved-event-dates': {
    user: 'Benutzer',
    event: 'Veranstaltung',
  },
  'agenda-interests': {
    user: 'Benutzer',
    agendaItem: 'Programmpunkt',
  },
  'document-downloads': {
    user: 'Benutzer',
    document: 'Dokument',
    projectDocument: 'Projektdokument',
  },
  'survey-responses': {
    survey: 'Umfrage',
    question: 'Frage',
    organization: 'Organisation',
    organizationSector: 'Branche',
    organizationType: { label: 'Organisationstyp', options: valuesIn(ORGANIZATION_TYPES) },
    responseValue: { label: 'Antwort', description: 'Mehrere Antworten werden als JSON-Liste gespeichert.' },
    user: 'Benutzer',
  },
  notifications: {
    recipient: 'Empfänger',
    kind: { label: 'Art', options: valuesIn(NOTICE_KINDS) },
    project: 'Projekt',
    application: 'Bewerbung',
    event: 'Veranstaltung',
    document: 'Dokument',
    invitation: 'Einladung',
    contactRequest: 'Kontaktanfrage',
    discussionPost: 'Diskussionsbeitrag',
    actor: { label: 'Ausgelöst von', description: 'Wer sie ausgelöst hat (die Bewerberin, der Eingeladene).' },
    noticeKey: 'Schlüssel',
    readAt: 'Gelesen am',
  },
  'document-texts': {
    document: 'Dokument',
    status: { label: 'Status', options: { pending: 'Ausstehend', extracted: 'Gelesen', unreadable: 'Nicht lesbar' } },
    source: { label: 'Quelle', description: 'SHA-256 der Datei, aus der der Text gelesen wurde.' },
    problem: { label: 'Problem', description: 'Warum die Datei nicht gelesen werden konnte.' },
    extractedAt: 'Gelesen am',
    text: 'Text',
  },
  'directory-profiles': {
    member: 'Mitglied',
    name: 'Name',
    jobRole: 'Funktion',
    organizationName: 'Organisation',
    sector: 'Branche',
    workingIn: { label: 'Tätig in', options: WORKING_IN_OPTIONS },
    interests: { label: 'Interessen', options: valuesIn(INTERESTS) },
    organization: 'Organisation (Verweis)',
    showsOrganization: 'Zeigt die Organisation',
    showsSector: 'Zeigt die Branche',
  },
  'contact-requests': {
    sender: 'Absender',
    recipient: 'Empfänger',
    message: 'Nachricht',
    status: { label: 'Status', options: valuesIn(CONTACT_REQUEST_STATUSES) },
    answeredAt: 'Beantwortet',
    pendingKey: 'Schlüssel',
  },
  'member-blocks': { blocker: 'Blockiert von', blocked: 'Blockiertes Mitglied' },
  'discussion-subscriptions': {
    member: 'Mitglied',
    itemKind: {
      label: 'Art des Inhalts',
      options: { event: 'Veranstaltung', agendaItem: 'Programmpunkt', document: 'Dokument', project: 'Projekt' },
    },
    itemId: 'ID des Inhalts',
    following: 'Folgt',
  },
  'live-questions': {
    agendaItem: 'Programmpunkt',
    author: 'Gestellt von',
    text: 'Frage',
    status: {
      label: 'Status',
      options: { open: 'Offen', answered: 'Beantwortet', hidden: 'Ausgeblendet' },
      description: 'Beantwortete Fragen bleiben für Mitglieder markiert sichtbar; ausgeblendete sehen sie nicht mehr.',
    },
    voteCount: 'Stimmen',
  },
  'live-question-votes': { question: 'Frage', voter: 'Abgestimmt von' },
  'membership-requests': {
    user: 'Mitglied',
    organization: 'Organisation',
    status: { label: 'Status', options: valuesIn(MEMBERSHIP_REQUEST_STATUSES) },
    decidedBy: 'Entschieden von',
    decidedAt: 'Entschieden am',
  },
  'member-reports': { reporter: 'Gemeldet von', reported: 'Gemeldetes Mitglied', reason: 'Grund' },
  'discussion-reports': { post: 'Beitrag', reporter: 'Gemeldet von', reason: 'Grund', handledAt: 'Bearbeitet am' },
  'discussion-posts': {
    event: 'Veranstaltung',
    agendaItem: 'Programmpunkt',
    document: 'Dokument',
    project: 'Projekt',
    author: 'Verfasst von',
    replyTo: 'Antwort auf',
    replies: 'Antworten',
    quotes: 'Zitiert',
    body: 'Text',
    status: {
      label: 'Status',
      options: {
        published: 'Veröffentlicht',
        waiting: 'Wartet auf Freigabe',
        hidden: 'Von der Moderation ausgeblendet',
        deleted: 'Gelöscht',
      },
    },
    editedAt: 'Bearbeitet am',
    history: { label: 'Frühere Fassungen', labels: { singular: 'Frühere Fassung', plural: 'Frühere Fassungen' } },
    'history.body': 'Text',
    'history.replacedAt': 'Ersetzt am',
    helpfulCount: 'Hilfreich',
    plusOneCount: '+1',
  },
  'discussion-reactions': {
    post: 'Beitrag',
    member: 'Mitglied',
    kind: { label: 'Art', options: { helpful: 'Hilfreich', plusOne: '+1' } },
  },
  'email-outbox': {
    kind: { label: 'Art', options: valuesIn(NOTIFICATION_KINDS) },
    user: 'Benutzer',
    event: 'Veranstaltung',
    agendaItem: 'Programmpunkt',
    notice: 'Benachrichtigung',
    startsAt: { label: 'Beginnt am', description: 'Der Beginn, an den diese Erinnerung erinnert.' },
    changes: { label: 'Änderungen', description: 'Die Programmänderungen, die diese E-Mail zusammenfasst.' },
    deliveryKey: 'Zustellschlüssel',
    status: { label: 'Status', options: valuesIn(NOTIFICATION_STATUSES) },
    attempts: 'Versuche',
    sentAt: 'Gesendet am',
    lastError: 'Letzter Fehler',
  },
  'schedule-changes': {
    event: 'Veranstaltung',
    agendaItem: 'Programmpunkt',
    openKey: 'Offener Sammelschlüssel',
    before: 'Vorher',
    dueAt: 'Fällig am',
    processedAt: 'Verarbeitet am',
  },
  'activity-snapshots': {
    day: 'Tag',
    weeklyActive: {
      label: 'Aktiv in den letzten 7 Tagen',
      description: 'Mitglieder, die in den 7 Tagen vor der Zählung (createdAt) aktiv waren.',
    },
    dailyActive: 'Aktiv in den letzten 24 Stunden',
    members: 'Konten',
  },
  media: {
    filesize: FILE_SIZE,
    alt: 'Alternativtext',
    uploadedBy: 'Hochgeladen von',
  },
  'audit-log': {
    createdAt: 'Wann',
    actorEmail: 'Wer',
    action: {
      label: 'Aktion',
      options: {
        create: 'Erstellt',
        update: 'Geändert',
        delete: 'Gelöscht',
        'sign-in': 'Angemeldet',
        export: 'Exportiert',
        retry: 'Erneut gesendet',
      },
    },
    what: 'Was',
    summary: 'Zusammenfassung',
    changes: 'Änderungen',
    target: { label: 'Sammlung', description: 'Die Sammlung oder das globale Dokument (sein Slug).' },
    documentId: 'Dokument-ID',
    title: 'Titel',
    actorId: 'Konto-ID',
    actorRole: { label: 'Rolle', options: ROLE_OPTIONS },
    details: 'Details',
  },
  'live-session': {
    url: {
      label: 'Adresse der Präsentation',
      description:
        'Eine https-Adresse einer anderen Website, etwa einer Mentimeter- oder Slido-Präsentation. Leer lassen, wenn es keine Live-Session gibt: /live sagt das dann.',
    },
  },
  'about-page': {
    title: 'Titel',
    body: 'Mission und Herkunft',
    bodyText: 'Mission und Herkunft (Klartext)',
    values: { label: 'Grundwerte', labels: { singular: 'Wert', plural: 'Werte' } },
    'values.title': 'Titel',
    'values.icon': {
      label: 'Symbol',
      options: {
        handshake: 'Händedruck',
        lightbulb: 'Glühbirne',
        shield: 'Schild',
        users: 'Personen',
        network: 'Netzwerk',
        factory: 'Fabrik',
      },
    },
    'values.text': 'Text',
  },
}

/** The German labels of unnamed tabs and collapsibles (they have no name), by slug and English label. */
export const GERMAN_SECTION_NAMES: Record<string, Record<string, string>> = {
  events: { 'Events Management': 'Veranstaltungsverwaltung', 'Agenda Management': 'Programmverwaltung' },
  surveys: { Surveys: 'Umfrage', Questions: 'Fragen' },
  'survey-responses': { "Respondent's organization when answering": 'Organisation der antwortenden Person beim Antworten' },
  users: { Interests: 'Interessen', 'Reminders and calendar': 'Erinnerungen und Kalender', 'People directory': 'Personenverzeichnis' },
}
