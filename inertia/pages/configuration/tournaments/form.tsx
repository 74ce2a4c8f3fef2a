import { useState } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import StaffRecordForm from '~/components/staff_record_form'
import TextField from '~/components/text_field'
import CheckboxField from '~/components/checkbox_field'
import SelectField from '~/components/select_field'
import TournamentWindows from '~/components/staff_tournaments/tournament_windows'

type Sport = Data.Tournament['sport']
type Props = {
  tournament: Data.Tournament | null
  formTypesBySport: Record<Sport, string[]>
  categories: string[]
}

const DATES = [
  'startsOn',
  'endsOn',
  'pressStartsOn',
  'pressEndsOn',
  'formsOpenOn',
  'formsCloseOn',
] as const

/** The list's own error or the first of its items' ("openFormTypes.0"). */
const formTypesError = (errors: Record<string, string | undefined>) =>
  errors.openFormTypes ??
  Object.entries(errors).find(([key]) => key.startsWith('openFormTypes.'))?.[1]

/** A tournament's dates, the forms it opens and whether it is its sport's current one. */
export default function TournamentForm({ tournament, formTypesBySport, categories }: Props) {
  const t = useT()
  const [sport, setSport] = useState<Sport>(tournament?.sport ?? 'tennis')
  const title = tournament ? t('tournaments.edit') : t('tournaments.create')

  const fields = (errors: Record<string, string | undefined>) => (
    <>
      {tournament && (
        <section aria-labelledby="windows-title">
          <h2 id="windows-title" className="field-label">
            {t('tournaments.windows.title')}
          </h2>
          <TournamentWindows windows={tournament.windows} />
        </section>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="sport"
          label={t('tournaments.fields.sport')}
          value={sport}
          onChange={(event) => setSport(event.target.value as Sport)}
          options={(['tennis', 'golf'] as const).map((value) => ({
            value,
            label: t(`sports.${value}`),
          }))}
          error={errors.sport}
        />
        <TextField
          name="year"
          type="number"
          label={t('tournaments.fields.year')}
          defaultValue={tournament?.year ?? new Date().getFullYear()}
          required
          error={errors.year}
        />
      </div>
      <TextField
        name="name"
        label={t('tournaments.fields.name')}
        defaultValue={tournament?.name}
        required
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {DATES.map((field) => (
          <TextField
            key={field}
            name={field}
            type="date"
            label={t(`tournaments.fields.${field}`)}
            defaultValue={tournament?.[field] ?? ''}
            required={field === 'startsOn' || field === 'endsOn'}
            error={errors[field]}
          />
        ))}
      </div>
      <div>
        <CheckboxField
          name="isCurrent"
          label={t('tournaments.fields.isCurrent')}
          defaultChecked={tournament?.isCurrent ?? false}
          error={errors.isCurrent}
        />
        <p className="text-sm text-slate-600">{t('tournaments.current_help')}</p>
      </div>
      <CheckboxField
        name="playersOpen"
        label={t('tournaments.fields.playersOpen')}
        defaultChecked={tournament?.playersOpen ?? true}
        error={errors.playersOpen}
      />
      <fieldset>
        <legend className="field-label">{t('tournaments.fields.openFormTypes')}</legend>
        <div className="grid grid-cols-2 sm:grid-cols-3">
          {formTypesBySport[sport].map((type) => (
            <label key={`${sport}-${type}`} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="openFormTypes[]"
                value={type}
                className="size-5"
                defaultChecked={tournament?.openFormTypes.includes(type)}
              />
              {t(`form_types.${type}`)}
            </label>
          ))}
        </div>
        {formTypesError(errors) && <p className="field-error">{formTypesError(errors)}</p>}
      </fieldset>
      <TextField
        name="retentionDays"
        type="number"
        label={t('tournaments.fields.retentionDays')}
        hint={t('tournaments.retention_help')}
        defaultValue={tournament?.retentionDays ?? 90}
        error={errors.retentionDays}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="field-label">{t('tournaments.badges.title')}</legend>
        <SelectField
          name="badgeFormat"
          label={t('tournaments.badges.format')}
          defaultValue={tournament?.badgeFormat ?? 'cr80'}
          options={(['cr80', 'a6'] as const).map((value) => ({
            value,
            label: t(`tournaments.badges.formats.${value}`),
          }))}
          error={errors.badgeFormat}
        />
        <p className="text-sm text-slate-600">{t('tournaments.badges.colors_help')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {categories.map((category) => (
            <TextField
              key={category}
              name={`badgeColors[${category}]`}
              id={`badge-color-${category}`}
              label={t(`massive_update.categories.${category}`)}
              placeholder="#1d4ed8"
              defaultValue={tournament?.badgeColors[category] ?? ''}
              error={errors[`badgeColors.${category}`]}
            />
          ))}
        </div>
      </fieldset>
    </>
  )

  return (
    <StaffRecordForm title={title} resource="tournaments" record={tournament}>
      {fields}
    </StaffRecordForm>
  )
}
