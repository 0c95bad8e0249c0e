import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STORY_FORM_OPEN_DELAY_MS } from '../../../shared/constants';
import { CREATE_STORY_QUERY } from '../../lib/paths';

/**
 * The Library's story form: open/closed, and opened STORY_FORM_OPEN_DELAY_MS after a
 * `?create=1` navigation (the spec's "open the stories tab, then ask the form to open").
 */
export function useStoryFormRequest(): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const requested = params.get(CREATE_STORY_QUERY) === '1';

  useEffect(() => {
    if (!requested) return;
    const timer = setTimeout(() => {
      setOpen(true);
      setParams(
        (current) => {
          current.delete(CREATE_STORY_QUERY);
          return current;
        },
        { replace: true },
      );
    }, STORY_FORM_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requested, setParams]);

  return [open, setOpen];
}
