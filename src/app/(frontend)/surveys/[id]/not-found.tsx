import { NotFoundMessage } from '@/components/site/NotFoundMessage'

export default function SurveyNotFound() {
  return <NotFoundMessage title="Survey not found" backHref="/surveys" backLabel="All surveys" />
}
