import { CardGridSkeleton } from '@/components/ui/skeleton'

export default function Loading() {
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Community Projects</h1>
      <CardGridSkeleton label="Loading projects" />
    </main>
  )
}
