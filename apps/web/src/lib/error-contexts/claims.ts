import {
  claimMessages,
  genericMessages,
  paymentMessages,
} from '@wcpp/contract';
import { explainedOr } from '../errors';

/** Where a refusal of claims is shown, and how its code reads there (lib/errors.ts). */

export const claim = explainedOr(claimMessages.notFound);
export const payment = explainedOr(paymentMessages.notFound);
export const paymentSearch = explainedOr(genericMessages.generic);
