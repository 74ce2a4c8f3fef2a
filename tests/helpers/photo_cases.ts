import app from '@adonisjs/core/services/app'

/** The labelled photo set (its README names every source and licence). */
export const PHOTO_SET = app.makePath('tests/fixtures/review/photos')

/**
 * Photos of the labelled set, at least one for every class the check
 * claims, with the verdict a person gives; the check must give it in Node
 * and in Chromium alike.
 */
export const PHOTO_CASES: [file: string, expected: string[]][] = [
  ['ok/ok-0.jpg', []],
  ['ok/ok-1.jpg', []],
  ['greyscale/greyscale-0.jpg', ['greyscale']],
  ['off_centre/off-centre-0.jpg', ['off_centre']],
  ['off_centre/off-centre-2.jpg', ['off_centre']],
  ['face_too_small/small-1.jpg', ['face_too_small']],
  /** A pattern in the background the detector takes for a second face: the landmarks rule it out. */
  ['face_too_small/small-19.jpg', ['face_too_small']],
  ['blurred/blurred-0.jpg', ['blurred']],
  ['too_dark/dark-0.jpg', ['too_dark']],
  ['too_bright/bright-0.jpg', ['too_bright']],
  ['several_faces/two-faces-0.jpg', ['several_faces']],
  ['no_face/no-face-chelsea-0.jpg', ['no_face']],
  ['no_face/no-face-crop-0.jpg', ['no_face']],
  /** A suit's badge and a retina the detector scores as faces: too low a score, or no face's landmarks. */
  ['no_face/no-face-crop-10.jpg', ['no_face']],
  ['no_face/no-face-retina-1.jpg', ['no_face']],
  ['no_face/no-face-moon-0.jpg', ['no_face', 'greyscale']],
]
