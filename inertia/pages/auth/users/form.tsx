import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import TitledCard from '~/components/titled_card'
import { useT } from '~/hooks/use_t'
import StaffRecordForm from '~/components/staff_record_form'
import TextField from '~/components/text_field'
import PasswordField from '~/components/password_field'
import CheckboxField from '~/components/checkbox_field'
import StaffSessions, {
  type OpenSession,
  type RememberedBrowser,
} from '~/components/staff_sessions'

type Props = {
  account: Data.StaffUser | null
  restaurants: { id: number; name: string }[]
  formTypes: Data.StaffUser['formTypes']
  secondFactor: { totp: boolean; recoveryCodesLeft: number; required: boolean } | null
  /** A user's open sessions and remembered browsers (none on the new-user form). */
  sessions: OpenSession[] | null
  devices: RememberedBrowser[] | null
}

const FLAGS = [
  'canCreate',
  'canEdit',
  'canPrint',
  'canRfid',
  'canToppanel',
  'isAdmin',
  'isBanned',
] as const

/** Create and edit a staff user: identity, the five capabilities, admin, ban, form types. */
export default function UserForm({
  account: user,
  restaurants,
  formTypes,
  secondFactor,
  sessions,
  devices,
}: Props) {
  const t = useT()
  const title = user ? t('users.edit') : t('users.create')
  const fields = (errors: Record<string, string | undefined>) => (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t('users.fields.name')}
          defaultValue={user?.name}
          required
          error={errors.name}
        />
        <TextField
          name="lastName"
          label={t('users.fields.lastName')}
          defaultValue={user?.lastName}
          error={errors.lastName}
        />
        <TextField
          name="email"
          type="email"
          label={t('users.fields.email')}
          defaultValue={user?.email}
          autoComplete="off"
          required
          error={errors.email}
        />
        <PasswordField
          label={t(user ? 'users.fields.passwordKeep' : 'users.fields.password')}
          required={!user}
          personal={user ? [user.name, user.lastName, user.email] : []}
          error={errors.password}
        />
        <TextField
          name="deskPin"
          type="password"
          inputMode="numeric"
          label={t(user?.hasDeskPin ? 'users.fields.deskPinKeep' : 'users.fields.deskPin')}
          autoComplete="off"
          error={errors.deskPin}
        />
        {user?.hasDeskPin && (
          <CheckboxField name="clearDeskPin" label={t('users.fields.clearDeskPin')} />
        )}
      </div>
      <fieldset>
        <legend className="field-label">{t('users.capabilities')}</legend>
        <div className="grid sm:grid-cols-2">
          {FLAGS.map((flag) => (
            <CheckboxField
              key={flag}
              name={flag}
              label={t(`users.fields.${flag}`)}
              defaultChecked={!!user?.[flag]}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="restaurantId" className="field-label">
          {t('users.fields.restaurantId')}
        </label>
        <select
          id="restaurantId"
          name="restaurantId"
          className="field-input"
          defaultValue={user?.restaurantId ?? ''}
        >
          <option value="">—</option>
          {restaurants.map((restaurant) => (
            <option key={restaurant.id} value={restaurant.id}>
              {restaurant.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="field-label">{t('users.fields.formTypes')}</legend>
        <div className="grid grid-cols-2 sm:grid-cols-3">
          {formTypes.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="formTypes[]"
                value={type}
                className="size-5"
                defaultChecked={user?.formTypes.includes(type)}
              />
              {t(`form_types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
  return (
    <>
      <StaffRecordForm title={title} resource="users" record={user}>
        {fields}
      </StaffRecordForm>
      {user && secondFactor && (
        <TitledCard
          id="second-factor-title"
          title={t('sign_in.admin.factor_title')}
          className="mt-6"
        >
          <p className="mb-3">
            {secondFactor.totp
              ? t('sign_in.admin.factor_on', { count: secondFactor.recoveryCodesLeft })
              : t('sign_in.admin.factor_off')}
          </p>
          {secondFactor.totp && (
            <Form route="users.reset_second_factor" routeParams={{ id: user.id }}>
              <p className="mb-3 text-sm">{t('sign_in.admin.factor_reset_help')}</p>
              <button type="submit" className="btn-secondary">
                {t('sign_in.admin.factor_reset')}
              </button>
            </Form>
          )}
        </TitledCard>
      )}
      {user && sessions && devices && (
        <TitledCard id="sessions-title" title={t('sign_in.sessions.admin_title')} className="mt-6">
          <p className="mb-3 text-sm">{t('sign_in.sessions.admin_help')}</p>
          <StaffSessions sessions={sessions} devices={devices} userId={user.id} />
          <Form route="user_sessions.end_all" routeParams={{ id: user.id }} className="mt-4">
            <button type="submit" className="btn-secondary">
              {t('sign_in.sessions.end_all')}
            </button>
          </Form>
        </TitledCard>
      )}
    </>
  )
}
