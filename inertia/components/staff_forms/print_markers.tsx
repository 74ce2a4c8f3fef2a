import { useT } from '~/hooks/use_t'

/** Whether a credential's badge was printed and whether it was collected. */
export default function PrintMarkers({
  printed,
  collected,
}: {
  printed: boolean
  collected: boolean
}) {
  const t = useT()
  return (
    <>
      {printed && (
        <span className="mr-1 rounded bg-sky-100 px-1.5 py-0.5 text-sky-900">
          {t('forms_admin.printed')}
        </span>
      )}
      {collected && (
        <span className="rounded bg-violet-100 px-1.5 py-0.5 text-violet-900">
          {t('forms_admin.collected')}
        </span>
      )}
    </>
  )
}
