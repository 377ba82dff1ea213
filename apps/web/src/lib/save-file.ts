/** Saves a file the browser holds under its name (an `<a download>` clicked for the user). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
