import type { UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from './http';

/** react-hook-form's register() for TextInput, whose ref goes to the <input> (so errors can focus it). */
export const bind = ({ ref, ...rest }: UseFormRegisterReturn) => ({ inputRef: ref, ...rest });

/** The server's code of a refused call; network failures and non-API errors are 'OTHER'. */
export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'OTHER');
