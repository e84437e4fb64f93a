import { useEffect, useState } from 'react';
import { api } from '../api-client.ts';

/** The estimates a run can target, newest first, for the run and playground pickers. */
export function useEstimateChoices(): { id: string; title: string }[] {
  const [choices, setChoices] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    api
      .listEstimates('')
      .then((list) => setChoices(list.items.map((item) => ({ id: item.id, title: item.title }))))
      .catch(() => setChoices([]));
  }, []);
  return choices;
}
