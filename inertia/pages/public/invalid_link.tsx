import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** A guest link that was changed, has expired or names a player no longer listed. */
export default function InvalidLink() {
  const t = useT()
  return (
    <div className="card text-center">
      <PageTitle title={t('forms.guest_link.invalid_title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('forms.guest_link.invalid_title')}</h1>
      <p className="text-slate-700">{t('forms.guest_link.invalid_body')}</p>
    </div>
  )
}
