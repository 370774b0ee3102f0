import { baseClass } from './baseClass'

/** Spec 2's welcome text for the people who run the community. */
export function CommunityOverview() {
  return (
    <section aria-labelledby="community-overview" className={`${baseClass}__panel`}>
      <h2 id="community-overview" className={`${baseClass}__section-title`}>
        Community Overview
      </h2>
      <p className={`${baseClass}__section-text`}>
        Welcome to the admin panel of the IT/OT Community. From here you look after events and their agendas, speakers, projects and their
        applications, the document library, surveys, organizations, invitations and members. The figures above are counted from the
        community&apos;s data each time this page opens, and the ranking below shows who takes part most: who downloads documents, answers
        surveys, saves event dates, applies to projects and invites fellow experts.
      </p>
    </section>
  )
}
