export * from './messages';
export * from './enums';
export * from './permissions';
export * from './routes';
export * from './schemas/auth';
export * from './schemas/user';
export * from './dates';
export * from './schemas/bills';
