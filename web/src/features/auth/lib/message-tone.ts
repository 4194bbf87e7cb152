// SPEC §8: a message containing "failed" or "error" shows in red, any other in green.

export type MessageTone = 'success' | 'error';

export function messageTone(message: string): MessageTone {
  return /failed|error/i.test(message) ? 'error' : 'success';
}

/**
 * The tone of an answer's message. A refused request is always red, even when the server's words
 * (e.g. 'Too many attempts. Please wait a few minutes and try again.') contain neither "failed" nor "error".
 */
export function answerTone(message: string, refused: boolean): MessageTone {
  return refused ? 'error' : messageTone(message);
}
