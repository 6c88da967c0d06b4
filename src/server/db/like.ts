/** Escapes LIKE wildcards so user text is matched literally (backslash is PostgreSQL's default escape). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
