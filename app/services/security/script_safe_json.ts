/**
 * JSON that can sit inside a <script> element: `<`, `>`, `&`, `/`, U+2028 and
 * U+2029 become \u escapes, so no value (an applicant's name such as
 * `<!--<script>`, a search query) can close the element or open a comment
 * that swallows the rest of the page. JSON.parse reads the escapes back as
 * the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&/\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
