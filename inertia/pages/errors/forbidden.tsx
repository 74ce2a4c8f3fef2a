import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'

/** `reason`: the screen's own words for the refusal, instead of the general ones. */
export default function Forbidden({ reason }: { reason?: string | null }) {
  const t = useT()
  return (
    <div className="card text-center">
      <PageTitle title={t('errors.pages.forbidden.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('errors.pages.forbidden.title')}</h1>
      <p className="mb-4 text-slate-700">{reason ?? t('errors.pages.forbidden.body')}</p>
      <a href={urlFor('home')} className="btn-primary">
        {t('errors.pages.home')}
      </a>
    </div>
  )
}
