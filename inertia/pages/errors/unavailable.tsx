import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'

export default function Unavailable() {
  const t = useT()
  return (
    <div className="card text-center">
      <PageTitle title={t('errors.pages.unavailable.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('errors.pages.unavailable.title')}</h1>
      <p className="mb-4 text-slate-700">{t('errors.pages.unavailable.body')}</p>
      <a href={urlFor('home')} className="btn-primary">
        {t('errors.pages.home')}
      </a>
    </div>
  )
}
