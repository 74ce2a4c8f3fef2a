import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** Configuration → Clear Cache: choose at least one type. */
export default function ClearCache({ types }: { types: string[] }) {
  const t = useT()
  return (
    <div className="max-w-2xl">
      <PageTitle title={t('cache.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('cache.title')}</h1>
      <p className="mb-4 text-slate-600">{t('cache.help')}</p>
      <Form route="cache.clear" className="card flex flex-col gap-3">
        {({ errors, processing }) => (
          <>
            <fieldset
              aria-describedby={
                (errors as Record<string, string>).types ? 'types-error' : undefined
              }
            >
              <legend className="field-label">{t('validator.shared.fields.types')}</legend>
              {types.map((type) => (
                <label key={type} className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="types[]" value={type} className="size-5" />
                  {t(`cache.types.${type}`)}
                </label>
              ))}
            </fieldset>
            {(errors as Record<string, string>).types && (
              <p id="types-error" className="field-error">
                {(errors as Record<string, string>).types}
              </p>
            )}
            <button type="submit" className="btn-primary self-start" disabled={processing}>
              {t('cache.clear')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
