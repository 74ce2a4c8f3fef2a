import { useT } from '~/hooks/use_t'

/** What staff review help can narrow a list to (decisions 0135, 0127). */
export const REVIEW_FILTERS = ['duplicates', 'photo', 'changes'] as const

/** The staff list's "review help" filter: requests with a likely duplicate person. */
export default function ReviewFilter({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const t = useT()
  return (
    <div>
      <label htmlFor="review" className="field-label">
        {t('review.filter.label')}
      </label>
      <select
        id="review"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="field-input"
      >
        <option value="">{t('review.filter.any')}</option>
        {REVIEW_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {t(`review.filter.${filter}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
