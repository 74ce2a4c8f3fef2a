import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import FieldInput from '~/components/public_form/field_input'
import type { ClientField } from '~/components/public_form/types'

type Props = {
  person: { id: number; name: string; lastName: string }
  fields: ClientField[]
  maxUpload: string
}

/**
 * Another person takes this place: before printing a name change, after
 * printing a new card (the old one is refused everywhere).
 */
export default function Substitute({ person, fields }: Props) {
  const t = useT()
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle title={t('organisations.portal.substitute')} />
      <Link route="organisation_portal.home" className="text-sm text-emerald-800 underline">
        {t('organisations.portal.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">
        {t('organisations.portal.substitute_title', { name: `${person.name} ${person.lastName}` })}
      </h1>
      <p className="mb-4 text-slate-700">{t('organisations.portal.substitute_help')}</p>
      <Form
        route="organisation_people.substitute"
        routeParams={{ person: person.id }}
        noValidate
        className="card flex flex-col gap-4"
      >
        {({ errors, processing }) => (
          <>
            {fields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                options={[]}
                error={(errors as Record<string, string>)[field.name]}
              />
            ))}
            <button type="submit" className="btn-primary" disabled={processing}>
              {t('organisations.portal.substitute')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
