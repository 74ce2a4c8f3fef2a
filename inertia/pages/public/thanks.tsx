import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import type { PublicFormRoute, RouteTarget } from '~/components/public_form/routes'

/** `back`: the form again (none for a guest, who returns through the player's link). */
type Props = { type: string; back: RouteTarget<PublicFormRoute<'show'>> | null }

/** Shown after a request was stored. */
export default function Thanks({ type, back }: Props) {
  const t = useT()
  return (
    <div className="card mx-auto max-w-2xl text-center">
      <PageTitle title={t('forms.thanks.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('forms.thanks.title')}</h1>
      <p className="mb-2 text-slate-700">
        {t('forms.thanks.body', { type: t(`form_types.${type}`) })}
      </p>
      <p className="mb-6 text-slate-700">{t('forms.thanks.mail')}</p>
      <div className="flex flex-wrap justify-center gap-4">
        {back && (
          <Link route={back.route} routeParams={back.params} className="btn-primary">
            {t('forms.thanks.another')}
          </Link>
        )}
        <Link route="home" className="inline-flex min-h-11 items-center underline">
          {t('forms.thanks.home')}
        </Link>
      </div>
    </div>
  )
}
