import { useT } from '~/hooks/use_t'

/** A till's quantity as staff read it: meals for credits, euros for money (stored in cents). */
export function useFormatQuantity() {
  const t = useT()
  return (type: string, value: number) =>
    type === 'credit'
      ? t('devices.overdrafts.meals', { count: value })
      : t('devices.overdrafts.money', { amount: (value / 100).toFixed(2) })
}
