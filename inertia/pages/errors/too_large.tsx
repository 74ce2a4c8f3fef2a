import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** A submit larger than the server accepts: say so, and how to go on. */
export default function TooLarge() {
  const t = useT()
  return (
    <div className="card text-center">
      <PageTitle title={t('errors.pages.too_large.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('errors.pages.too_large.title')}</h1>
      <p className="mb-4 text-slate-700">{t('errors.pages.too_large.body')}</p>
      <button type="button" className="btn-primary" onClick={() => window.history.back()}>
        {t('errors.pages.back')}
      </button>
    </div>
  )
}
