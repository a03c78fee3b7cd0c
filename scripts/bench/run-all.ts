/** Runs every benchmark in this folder in turn. */
await import('./auth-bench');
await import('./catalog-bench');
await import('./checkout-bench');

export {};
