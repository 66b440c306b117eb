/**
 * Fetches the picture and saves it under the row's file name. The bytes are fetched first
 * (rather than linking to the image) because browsers ignore `download` on cross-origin links.
 */
export async function downloadAchievementImage(imageUrl: string, fileName: string): Promise<void> {
  const response = await fetch(imageUrl);
  if (!response.ok) throw new Error(`The image answered ${response.status}.`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the browser's download.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
