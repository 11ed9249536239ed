import { createContext, useContext } from 'react';
import type { DealFormValues } from '@core/deals/form-fields';

export type DealFieldName = keyof DealFormValues;

/** What every field of one DealForm needs besides react-hook-form: unique ids and the AI's confidence. */
export interface DealFormMeta {
  idPrefix: string;
  /** Confidence (0-1) of fields that arrived prefilled; others have none. */
  confidence: Partial<Record<DealFieldName, number>>;
}

export const DealFormMetaContext = createContext<DealFormMeta>({ idPrefix: 'deal', confidence: {} });

export function useDealFormMeta(): DealFormMeta {
  return useContext(DealFormMetaContext);
}
