/** Sends the browser to the acquirer's own page: a whole navigation, out of the app. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
