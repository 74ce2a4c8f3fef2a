import * as faceapi from '@vladmandic/face-api/dist/face-api.esm-nobundle.js'
import detectorManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json'
import landmarksManifest from '@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json'
import detectorWeights from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url'
import landmarksWeights from '@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url'
import wasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url'
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url'
import wasmThreaded from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url'
import { judgePhoto, PHOTO_SIDE, type PhotoProblem } from '@photo-rules/photo_rules'
import { shrinkInside } from '@photo-rules/shrink'
import { detectFaces, loadFaceModels } from '@photo-rules/face_detection'

/**
 * The photo check in the applicant's browser (decision 0140): the server's
 * rules (@photo-rules) on the photo about to be sent. Loaded by a dynamic
 * import when the photo step opens, never with the form. face-api, the
 * WebAssembly backend and the weights are our own assets, never a CDN.
 */
const MODELS = {
  tiny_face_detector_model: { manifest: detectorManifest, url: detectorWeights },
  face_landmark_68_tiny_model: { manifest: landmarksManifest, url: landmarksWeights },
}

/** The bundled TensorFlow.js and its WebAssembly backend: face-api's typings leave these calls out. */
const engine = faceapi.tf as unknown as {
  setWasmPaths: (files: Record<string, string>) => void
  setBackend: (name: string) => Promise<boolean>
  ready: () => Promise<void>
  getBackend: () => string
}

let ready: Promise<void> | null = null

/** Loads the backend and the weights once; the check waits for it. */
export function loadPhotoCheck(): Promise<void> {
  ready ??= (async () => {
    engine.setWasmPaths({
      'tfjs-backend-wasm.wasm': wasm,
      'tfjs-backend-wasm-simd.wasm': wasmSimd,
      'tfjs-backend-wasm-threaded-simd.wasm': wasmThreaded,
    })
    /** No other backend: WebGL on a phone without a GPU driver takes seconds, and judges differently from the server. */
    if (!(await engine.setBackend('wasm'))) throw new Error('no WebAssembly backend')
    await engine.ready()
    await loadFaceModels(faceapi, async (model) => {
      const response = await fetch(MODELS[model].url)
      if (!response.ok) throw new Error(`${model}: ${response.status}`)
      return { manifest: MODELS[model].manifest, weights: await response.arrayBuffer() }
    })
  })()
  /** A failed load may be tried again (a flaky connection). */
  ready.catch(() => (ready = null))
  return ready
}

/** The TensorFlow.js backend the check runs on ('wasm' unless it failed to start). */
export function photoCheckBackend(): string {
  return engine.getBackend()
}

/** The photo's pixels as the rules read them. */
async function pixelsOf(photo: Blob) {
  const bitmap = await createImageBitmap(photo)
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
  return shrinkInside({ data, width, height, channels: 4 }, PHOTO_SIDE)
}

/** Everything wrong with the photo, by the server's rules; empty when it looks right. */
export async function checkPhotoInBrowser(photo: Blob): Promise<PhotoProblem[]> {
  const pixels = await pixelsOf(photo)
  return judgePhoto(pixels, async (seen) => {
    await loadPhotoCheck()
    return detectFaces(faceapi, seen)
  })
}
