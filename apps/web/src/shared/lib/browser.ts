/** Leaves the single-page app, e.g. for a social sign-in provider or after the session ended. */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}

/** SPEC 7: social sign-in inside Android in-app browsers fails, so those users are sent to the default browser. */
export function isAndroid(userAgent: string = navigator.userAgent): boolean {
  return /android/i.test(userAgent);
}
