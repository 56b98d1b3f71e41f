/** A calculator's controls for one fact, as the edit modules build them. */

/** One option of a control: its value, and its text as an interface key (`k`) and/or literal text (`t`). */
export interface Choice {
  readonly v: string;
  readonly k?: string;
  readonly t?: string;
}
/** One control of a fact: form field `key` (its label is `calc.<key>` without a trailing digit), the options and the current value. */
export interface Control {
  readonly key: string;
  readonly options: readonly Choice[];
  readonly value: string;
}
