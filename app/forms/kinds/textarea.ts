import { plainKind } from '#forms/kinds/plain'
import { textExample, textRule } from '#forms/kinds/text'

/** Several lines of text: the rules of text, a wider export column. */
export const textareaKind = plainKind(textRule, textExample, { width: 40 })
