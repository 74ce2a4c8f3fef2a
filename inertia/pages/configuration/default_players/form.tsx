import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import StaffRecordForm from '~/components/staff_record_form'
import TextField from '~/components/text_field'
import CheckboxField from '~/components/checkbox_field'
import SelectField from '~/components/select_field'

type Props = {
  player: Data.DefaultPlayer | null
  defaultTournamentId: number | null
  tours: string[]
  tournaments: { id: number; name: string }[]
  countries: { id: number; name: string }[]
}

/** A default player: the current tennis tournament is preselected for new ones. */
export default function DefaultPlayerForm({
  player,
  defaultTournamentId,
  tours,
  tournaments,
  countries,
}: Props) {
  const t = useT()
  const title = player ? t('default_players.edit') : t('default_players.create')
  const fields = (errors: Record<string, string | undefined>) => (
    <>
      <SelectField
        name="tournamentId"
        label={t('default_players.fields.tournamentId')}
        defaultValue={defaultTournamentId ?? ''}
        options={tournaments.map(({ id, name }) => ({ value: id, label: name }))}
        empty={defaultTournamentId ? undefined : '—'}
        required
        error={errors.tournamentId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t('default_players.fields.name')}
          defaultValue={player?.name}
          required
          error={errors.name}
        />
        <TextField
          name="lastName"
          label={t('default_players.fields.lastName')}
          defaultValue={player?.lastName}
          required
          error={errors.lastName}
        />
        <SelectField
          name="tour"
          label={t('default_players.fields.tour')}
          defaultValue={player?.tour ?? tours[0]}
          options={tours.map((tour) => ({ value: tour, label: tour }))}
          error={errors.tour}
        />
        <SelectField
          name="nationalityId"
          label={t('default_players.fields.nationalityId')}
          defaultValue={player?.nationalityId ?? ''}
          options={countries.map(({ id, name }) => ({ value: id, label: name }))}
          empty="—"
          error={errors.nationalityId}
        />
        <TextField
          name="passport"
          label={t('default_players.fields.passport')}
          hint={t('default_players.passport_help')}
          defaultValue={player?.passport ?? ''}
          autoComplete="off"
          error={errors.passport}
        />
      </div>
      <div className="grid sm:grid-cols-2">
        <CheckboxField
          name="inQuarterFinals"
          label={t('default_players.fields.inQuarterFinals')}
          defaultChecked={player?.inQuarterFinals ?? false}
        />
        <CheckboxField
          name="isSpanish"
          label={t('default_players.fields.isSpanish')}
          defaultChecked={player?.isSpanish ?? false}
        />
      </div>
    </>
  )
  return (
    <StaffRecordForm title={title} resource="default_players" record={player}>
      {fields}
    </StaffRecordForm>
  )
}
