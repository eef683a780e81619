const NO_BREAK_SPACE = '\u00a0';

/**
 * Says a sentence in a live region. A live region speaks only when its text changes, so the same sentence
 * twice (the same choice pressed again, the same search) gains or loses a trailing no-break space, which
 * screen readers do not read, to be spoken again. The technique of GOV.UK's accessible-autocomplete
 * (https://github.com/alphagov/accessible-autocomplete, src/status.js).
 */
export function announce(status: HTMLElement, sentence: string) {
  status.textContent = status.textContent === sentence ? sentence + NO_BREAK_SPACE : sentence;
}
