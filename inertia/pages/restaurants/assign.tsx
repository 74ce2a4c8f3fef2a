import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** Configuration → Assign Restaurants: the rules in words, applied with one button. */
export default function AssignRestaurants() {
  const t = useT()
  return (
    <div className="max-w-2xl">
      <PageTitle title={t('restaurant_config.assign.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('restaurant_config.assign.title')}</h1>
      <p className="mb-2 text-slate-700">{t('restaurant_config.assign.intro')}</p>
      <ul className="mb-4 list-disc pl-6 text-slate-700">
        <li>{t('restaurant_config.assign.rules.press')}</li>
        <li>{t('restaurant_config.assign.rules.player')}</li>
        <li>{t('restaurant_config.assign.rules.staff')}</li>
        <li>{t('restaurant_config.assign.rules.additive')}</li>
      </ul>
      <Form route="assign_restaurants.store" className="card">
        {({ processing }) => (
          <button type="submit" className="btn-primary" disabled={processing}>
            {t('restaurant_config.assign.apply')}
          </button>
        )}
      </Form>
    </div>
  )
}
