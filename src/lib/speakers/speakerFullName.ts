type NameParts = { title?: string | null; firstName?: string | null; lastName?: string | null }

/** 'Dr. Ada Lovelace', or 'Ingrid Larsen' for a speaker without a title (spec 3: none is empty). */
export const speakerFullName = ({ title, firstName, lastName }: NameParts) =>
  [title, firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ')
