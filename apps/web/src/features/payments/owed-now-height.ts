/**
 * The height the payment form's loan note usually takes, for its placeholders: what is owed now in two
 * lines and the rate's note (58 px), under the loan's own line (84 px in all): the form below keeps its place.
 */
export const OWED_NOW_HEIGHT = 58;
export const LOAN_NOTE_HEIGHT = 84;
