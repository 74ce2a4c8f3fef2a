import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'

export default function ServerError() {
  const t = useT()
  return (
    <div className="card text-center">
      <PageTitle title={t('errors.pages.server_error.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('errors.pages.server_error.title')}</h1>
      <p className="mb-4 text-slate-700">{t('errors.pages.server_error.body')}</p>
      <a href={urlFor('home')} className="btn-primary">
        {t('errors.pages.home')}
      </a>
    </div>
  )
}
