import Link from 'next/link'

export default function SurveyNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Survey not found</h1>
      <Link href="/surveys" className="font-medium text-brand-600 hover:underline">
        All surveys
      </Link>
    </main>
  )
}
