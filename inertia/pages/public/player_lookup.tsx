import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'

type Props = { missed: string | null }

/** A team member accredited last year finds their request by passport number. */
export default function PlayerLookup({ missed }: Props) {
  const t = useT()
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle title={t('forms.returning.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('forms.returning.title')}</h1>
      <p className="mb-6 text-slate-700">{t('forms.returning.help')}</p>
      {missed && (
        <div role="alert" className="card mb-6 border-amber-300 bg-amber-50 text-amber-900">
          <p className="mb-4">{t('forms.returning.miss', { passport: missed })}</p>
          <Link route="forms.player.show" className="btn-primary">
            {t('forms.returning.create')}
          </Link>
        </div>
      )}
      <Form route="players.returning.search" className="card flex flex-col gap-5">
        {({ errors, processing }) => (
          <>
            <TextField
              name="passport"
              label={t('forms.returning.passport')}
              autoComplete="off"
              required
              defaultValue={missed ?? ''}
              error={errors.passport}
            />
            <TextField
              name="birthDate"
              label={t('forms.returning.birth_date')}
              hint={t('forms.help.birthDate')}
              placeholder={t('forms.date_placeholder')}
              inputMode="numeric"
              autoComplete="bday"
              required
              error={errors.birthDate}
            />
            <button
              type="submit"
              className="btn-primary self-stretch sm:self-start"
              disabled={processing}
            >
              {t('forms.returning.search')}
            </button>
            <Link route="forms.player.show" className="text-sm underline">
              {t('forms.returning.new_member')}
            </Link>
          </>
        )}
      </Form>
    </div>
  )
}
