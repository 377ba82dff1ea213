// Choices that last until the next sign-in (a dismissed banner): this tab's storage, emptied at each
// sign-in. Kept apart from session.ts, which the landing loads.
const PREFIX = 'session-choice:';

export function rememberForSession(name: string): void {
  try {
    sessionStorage.setItem(PREFIX + name, '1');
  } catch {
    // Storage refused (private mode, full): the choice lasts until the page reloads.
  }
}

export function rememberedForSession(name: string): boolean {
  try {
    return sessionStorage.getItem(PREFIX + name) !== null;
  } catch {
    return false;
  }
}

/** A sign-in starts with none of the previous session's choices. */
export function forgetSessionChoices(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored, nothing to forget.
  }
}
