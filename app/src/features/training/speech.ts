// DECISIONS "Read aloud": the browser's own speech synthesis, in the content's language.

/** Whether this browser can speak; without it the read-aloud button is not shown. */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** Reads `text` in `lang`, stopping anything still being read; calls `onEnd` when done. */
export function speak(text: string, lang: string, onEnd: () => void): void {
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  window.speechSynthesis.cancel();
}
