import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** Shown once the applicant's changes are stored. */
export default function ChangesSent() {
  const t = useT()
  return (
    <div className="card mx-auto max-w-2xl text-center">
      <PageTitle title={t('applicants.public.changes.done_title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('applicants.public.changes.done_title')}</h1>
      <p role="status" className="text-slate-700">
        {t('applicants.public.changes.done')}
      </p>
    </div>
  )
}
