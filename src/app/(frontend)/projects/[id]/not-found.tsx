import { NotFoundMessage } from '@/components/site/NotFoundMessage'

export default function ProjectNotFound() {
  return <NotFoundMessage title="Project not found" backHref="/projects" backLabel="All projects" />
}
