import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import {
  judgePhoto,
  PHOTO_SIDE,
  type Pixels,
  type PhotoProblem,
} from '#services/review/photo_rules/photo_rules'
import { shrinkInside } from '#services/review/photo_rules/shrink'
import { detectFaces, loadFaceModels } from '#services/review/photo_rules/face_detection'

export { PHOTO_PROBLEMS, type PhotoProblem } from '#services/review/photo_rules/photo_rules'

/**
 * The photo check on the server (decision 0136): the shared rules
 * (photo_rules/, which the applicant's browser runs too) on pixels decoded
 * by sharp, faces from face-api on TensorFlow.js's WebAssembly backend with
 * the weights read from the package (nothing downloaded at run time).
 */
type FaceApi = typeof import('@vladmandic/face-api')
let detector: Promise<FaceApi> | null = null

/** The detector, loaded once per process from the package's own files. */
function loadDetector(): Promise<FaceApi> {
  detector ??= (async () => {
    const require = createRequire(import.meta.url)
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi
    const wasm = require('@tensorflow/tfjs-backend-wasm') as {
      setWasmPaths: (path: string, usePlatformFetch?: boolean) => void
    }
    wasm.setWasmPaths(join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '/'), false)
    /** The bundled TensorFlow.js: its typings leave out the engine calls. */
    const engine = faceapi.tf as unknown as {
      setBackend: (name: string) => Promise<boolean>
      ready: () => Promise<void>
    }
    await engine.setBackend('wasm')
    await engine.ready()
    const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model')
    await loadFaceModels(faceapi, async (model) => {
      const weights = await readFile(join(models, `${model}.bin`))
      return {
        manifest: JSON.parse(
          await readFile(join(models, `${model}-weights_manifest.json`), 'utf8')
        ),
        weights: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      }
    })
    return faceapi
  })()
  return detector
}

/** The faces in RGB pixels. */
export async function facesIn(pixels: Pixels) {
  return detectFaces(await loadDetector(), pixels)
}

/** An image file's bytes as the rules' pixels (EXIF rotation applied). */
export async function pixelsOf(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return shrinkInside({ data, width: info.width, height: info.height, channels: 3 }, PHOTO_SIDE)
}

/** Everything wrong with a photo, by the shared rules; empty when it looks right. */
export async function checkPhoto(image: Buffer): Promise<PhotoProblem[]> {
  return judgePhoto(await pixelsOf(image), facesIn)
}
