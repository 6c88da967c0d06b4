import { type UploadType, uploadTypes } from '#domain/uploads';

/** The extensions a stored type is known by; the first is the one its storage key carries. */
const extensionsOf: Record<UploadType, readonly string[]> = {
  'image/jpeg': [uploadTypes['image/jpeg'], 'jpeg', 'jpe'],
  'image/png': [uploadTypes['image/png']],
  'image/gif': [uploadTypes['image/gif']],
  'image/webp': [uploadTypes['image/webp']],
  'image/heic': [uploadTypes['image/heic'], 'heif'],
  'application/pdf': [uploadTypes['application/pdf']],
};

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1];

/**
 * The name a document downloads as: the name it was given, with the stored file's extension added when the given
 * name lacks it ('Signed contract - Gonzalez' saves as '... Gonzalez.pdf'), since without one the saved file does
 * not open with its program. The extension is the original file's when it is one of the type's ('.jpeg' stays
 * '.jpeg'), else the type's own; a name already ending in one of the type's extensions is left as it is.
 */
export function downloadName(name: string, originalName: string | null, contentType: string | null): string {
  const known =
    contentType && contentType in extensionsOf ? extensionsOf[contentType as UploadType] : undefined;
  if (!known) return name;
  const is = (ext: string | undefined) => ext !== undefined && known.includes(ext.toLowerCase());
  if (is(extensionOf(name))) return name;
  const original = originalName ? extensionOf(originalName) : undefined;
  return `${name}.${is(original) ? original : known[0]}`;
}
