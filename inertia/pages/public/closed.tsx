import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** Shown instead of a form whose tournament or type is closed. */
export default function Closed() {
  const t = useT()
  return (
    <div className="card text-center">
      <PageTitle title={t('closed.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('closed.title')}</h1>
      <p className="text-slate-700">{t('closed.body')}</p>
    </div>
  )
}
