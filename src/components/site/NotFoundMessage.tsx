/** A not-found page body: the spec's text and a way back. */
export function NotFoundMessage({
  title,
  backHref,
  backLabel,
  code,
}: {
  title: string
  backHref: string
  backLabel: string
  code?: string
}) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      {code ? <p className="text-6xl font-bold text-brand-600">{code}</p> : null}
      <h1 className="text-2xl font-semibold">{title}</h1>
      <a href={backHref} className="font-medium text-brand-600 hover:underline">
        {backLabel}
      </a>
    </main>
  )
}
