/** The part of s3rver (a fake S3 server, shipped without types) that tests/helpers/local-s3.ts uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept, as plain files. */
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
