/** Footer (spec 2): Privacy Policy and Imprint, both external, set per deployment. */
export function Footer() {
  const privacy = process.env.PRIVACY_POLICY_URL || 'https://itot-community.example/privacy'
  const imprint = process.env.IMPRINT_URL || 'https://itot-community.example/imprint'
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-gray-700">
        <p>© {new Date().getFullYear()} IT/OT Community</p>
        <nav aria-label="Legal" className="flex gap-6">
          <a href={privacy} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600 hover:underline">
            Privacy Policy
          </a>
          <a href={imprint} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600 hover:underline">
            Imprint
          </a>
        </nav>
      </div>
    </footer>
  )
}
