import { API_KEY_MAX_MONTHLY_LIMIT } from '@wordreel/core';
import type { ComponentProps } from 'react';

/**
 * The number field of a key's monthly credit limit (empty: no limit), in the new-key form and in a
 * key's own editor alike; its value is read with `readMonthlyLimit`.
 */
export function MonthlyLimitInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      className="field-input"
      type="number"
      inputMode="numeric"
      min={1}
      max={API_KEY_MAX_MONTHLY_LIMIT}
      step={1}
      placeholder="No limit"
      autoComplete="off"
      {...props}
    />
  );
}
