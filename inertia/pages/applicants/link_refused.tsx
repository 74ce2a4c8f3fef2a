import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/**
 * A status or changes link that was altered, has expired, was used, or whose
 * data is gone; `used`: a changes link (answered, replaced, or its form closed).
 */
export default function LinkRefused({ used = false }: { used?: boolean }) {
  const t = useT()
  const title = used
    ? t('applicants.public.changes.used_title')
    : t('applicants.public.refused_title')
  return (
    <div className="card mx-auto max-w-2xl text-center">
      <PageTitle title={title} />
      <h1 className="mb-2 text-2xl font-bold">{title}</h1>
      <p className="text-slate-700">
        {used ? t('applicants.public.changes.used') : t('applicants.public.refused_body')}
      </p>
    </div>
  )
}
