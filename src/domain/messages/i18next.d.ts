import 'i18next';
import type { en } from './en';

// Keys are checked against the English catalog: a missing or misspelt key is a type error, on both sides.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
