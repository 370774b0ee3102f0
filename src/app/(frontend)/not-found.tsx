import Link from 'next/link'

export default function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Link href="/" className="font-medium text-brand-600 hover:underline">
        Return to Home
      </Link>
    </main>
  )
}
