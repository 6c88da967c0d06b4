import { useState } from 'react';

/**
 * The version of the record a page form is editing: the record's version when the form took its values (or
 * when the record first arrived), then the version each of the form's own saves answers. The record's query may
 * be refetched in the background (everything is, after a lost live connection), which changes its version but
 * not the values on screen: the form keeps sending the version its values came from, so a change made by someone
 * else meanwhile is refused (409) instead of being overwritten.
 */
export function useEditedVersion(current: string | undefined) {
  const [version, setVersion] = useState(current);
  if (version === undefined && current !== undefined) setVersion(current);
  return [version, setVersion] as const;
}
