import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** A status or changes link that was altered, has expired, was used, or whose data is gone. */
export default function LinkRefused() {
  const t = useT()
  return (
    <div className="card mx-auto max-w-2xl text-center">
      <PageTitle title={t('applicants.public.refused_title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('applicants.public.refused_title')}</h1>
      <p className="text-slate-700">{t('applicants.public.refused_body')}</p>
    </div>
  )
}
