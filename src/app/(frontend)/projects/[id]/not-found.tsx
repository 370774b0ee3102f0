import Link from 'next/link'

export default function ProjectNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Project not found</h1>
      <Link href="/projects" className="font-medium text-brand-600 hover:underline">
        All projects
      </Link>
    </main>
  )
}
