/** Hands a downloaded file to the browser's "save" (a temporary link with `download`), then frees it. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download synchronously; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
