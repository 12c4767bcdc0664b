export * from './deltaE2000';
export * from './productOrder';
