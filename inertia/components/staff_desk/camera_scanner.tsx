import { useEffect, useRef, useState } from 'react'
import { useT } from '~/hooks/use_t'

type Detector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> }

/** The same code seen again within this time of its last sighting is the same card held in front of the lens. */
const REPEAT_MS = 2500
const FORMATS = ['qr_code', 'code_128', 'code_39', 'data_matrix', 'pdf417']

/**
 * The browser's BarcodeDetector where it exists; otherwise the ZXing decoder
 * compiled to WebAssembly, served from our own assets (never a CDN).
 */
async function makeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: new (options: object) => Detector })
    .BarcodeDetector
  if (native) return new native({ formats: FORMATS })
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  })
  return new BarcodeDetector({ formats: FORMATS as never })
}

export default function CameraScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void
  onClose: () => void
}) {
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let stream: MediaStream | null = null
    let stopped = false
    let last = { code: '', at: 0 }
    async function run() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
        if (stopped || !video.current) return
        video.current.srcObject = stream
        await video.current.play()
        const detector = await makeDetector()
        while (!stopped && video.current) {
          const found = await detector.detect(video.current).catch(() => [])
          const code = found[0]?.rawValue
          const now = Date.now()
          if (code && code === last.code && now - last.at <= REPEAT_MS) {
            // Still in front of the lens: the same scan, however long it is held.
            last.at = now
          } else if (code) {
            last = { code, at: now }
            onCode(code)
          }
          await new Promise((resolve) => window.setTimeout(resolve, 200))
        }
      } catch {
        if (!stopped) setError(t('scanning.camera_unavailable'))
      }
    }
    void run()
    return () => {
      stopped = true
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [onCode, t])

  return (
    <div className="mt-2">
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <video ref={video} className="w-full max-w-sm rounded" muted playsInline />
      )}
      <button type="button" className="btn-secondary mt-2" onClick={onClose}>
        {t('scanning.camera_close')}
      </button>
    </div>
  )
}
