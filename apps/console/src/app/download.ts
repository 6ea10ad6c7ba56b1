/** Saves a Blob under a file name through a temporary link (the download keeps the session cookie's fetch). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; revoke on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
