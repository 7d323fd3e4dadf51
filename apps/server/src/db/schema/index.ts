export * from './accounts';
export * from './providers';
export * from './clients';
export * from './bills';
export * from './notifications';
export * from './fee-schedule';
export * from './system';
export * from './sign-in-security';
