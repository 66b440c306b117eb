import type { ChangeEvent } from 'react';
import { HONEYPOT_FIELD } from '@academy/contracts/rules/constants';

// An input people never see or hear. Bots that fill every field fill it too, and a
// filled honeypot makes the request be refused. Off-screen rather than display:none, because
// some bots skip hidden inputs; out of the tab order and the accessibility tree.

export interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  id: string;
}

export function HoneypotField({ value, onChange, id }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" value={value} onChange={onChange} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
