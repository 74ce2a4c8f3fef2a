import { useCallback, useRef, useState } from 'react'
import type { PhotoProblem } from '@photo-rules/photo_rules'

export type PhotoCheckState =
  { status: 'idle' } | { status: 'checking' } | { status: 'done'; problems: PhotoProblem[] }

/** The browser check, fetched only when asked (the photo step): the form loads without it. */
const loadModule = () => import('./browser_photo_check')

/**
 * The photo rules on the photo about to be sent (decision 0140). `prepare`
 * starts loading the model while the applicant frames the photo; `check`
 * judges the framed photo. A check that cannot run says nothing: the
 * server checks the photo anyway, and the applicant may always send it.
 */
export function usePhotoCheck() {
  const [state, setState] = useState<PhotoCheckState>({ status: 'idle' })
  const latest = useRef(0)

  const prepare = useCallback(() => {
    loadModule()
      .then((module) => module.loadPhotoCheck())
      .catch(() => undefined)
  }, [])

  const check = useCallback(async (photo: Blob) => {
    const run = ++latest.current
    setState({ status: 'checking' })
    try {
      const { checkPhotoInBrowser } = await loadModule()
      const problems = await checkPhotoInBrowser(photo)
      if (run === latest.current) setState({ status: 'done', problems })
    } catch {
      if (run === latest.current) setState({ status: 'idle' })
    }
  }, [])

  return { state, prepare, check }
}
