// The one barrel of the schema (drizzle-kit and the Db type read it). columns.ts holds helpers, not tables.
export * from './admin';
export * from './auth';
export * from './budget';
export * from './calendar';
export * from './catalog';
export * from './change-orders';
export * from './chat';
export * from './companies';
export * from './customers';
export * from './documents';
export * from './enums';
export * from './estimates';
export * from './finances';
export * from './projects';
export * from './tasks';
export * from './users';
export * from './vendors';
