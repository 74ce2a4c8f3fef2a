import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import CheckboxField from '~/components/checkbox_field'

type Props = {
  restaurant: Data.Restaurant
  kinds: string[]
}

/** A restaurant: its name, who eats there, and whether its till takes scans. */
export default function RestaurantEdit({ restaurant, kinds }: Props) {
  const t = useT()
  const title = t('restaurant_config.restaurants.edit')
  return (
    <div className="max-w-2xl">
      <PageTitle title={title} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <Form
        route="restaurants.update"
        routeParams={{ id: restaurant.id }}
        className="card flex flex-col gap-5"
      >
        {({ errors, processing }) => (
          <>
            <TextField
              name="name"
              label={t('restaurant_config.restaurants.name')}
              defaultValue={restaurant.name}
              required
              error={(errors as Record<string, string>).name}
            />
            <SelectField
              name="kind"
              label={t('restaurant_config.restaurants.kind')}
              defaultValue={restaurant.kind}
              options={kinds.map((kind) => ({
                value: kind,
                label: t(`restaurants.kinds.${kind}`),
              }))}
              error={(errors as Record<string, string>).kind}
            />
            <CheckboxField
              name="active"
              label={t('restaurant_config.restaurants.active_help')}
              defaultChecked={restaurant.active}
            />
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="field-label">
                {t('restaurant_config.restaurants.offline_allowance')}
              </legend>
              <TextField
                name="offlineCreditsAllowance"
                inputMode="numeric"
                label={t('restaurant_config.restaurants.offline_credits')}
                defaultValue={restaurant.offlineCreditsAllowance ?? ''}
                error={(errors as Record<string, string>).offlineCreditsAllowance}
              />
              <TextField
                name="offlineAmountAllowance"
                inputMode="decimal"
                label={t('restaurant_config.restaurants.offline_amount')}
                defaultValue={
                  restaurant.offlineAmountAllowance === null
                    ? ''
                    : (restaurant.offlineAmountAllowance / 100).toFixed(2)
                }
                error={(errors as Record<string, string>).offlineAmountAllowance}
              />
              <p className="text-sm text-slate-600 sm:col-span-2">
                {t('restaurant_config.restaurants.offline_help')}
              </p>
            </fieldset>
            <button type="submit" className="btn-primary self-start" disabled={processing}>
              {t('actions.save')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
