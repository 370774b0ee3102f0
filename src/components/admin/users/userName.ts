type Named = { firstName?: string | null; lastName?: string | null }

/** First and last name, or '' when neither is set (the cells then say 'No Name'). */
export const fullNameOf = ({ firstName, lastName }: Named): string =>
  [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
